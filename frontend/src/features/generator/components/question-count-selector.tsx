import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { COUNT_PRESETS, CUSTOM_COUNT_MAX, CUSTOM_COUNT_MIN } from '@/features/generator/constants';
import { acceptCustomCountInput, clampCustomCount } from '@/features/generator/utils/question-count';
import { choosesQuestionCount } from '@/lib/plan';
import type { PlanLimits } from '@/types/api';

interface QuestionCountSelectorProps {
  /** The plan's limits; null while they are not known yet. */
  limits: PlanLimits | null;
  value: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}

/** Presets for everyone to see; a plan that lets the user choose allows any of them or a custom count. */
export function QuestionCountSelector({ limits, value, onChange, disabled = false }: QuestionCountSelectorProps) {
  const isPremium = choosesQuestionCount(limits);
  const fixedCount = limits?.questions_per_quiz_max;
  const [customText, setCustomText] = useState('');
  const name = useId();
  const customId = useId();
  const usingCustom = isPremium && customText !== '';

  return (
    <fieldset className="count-selector" disabled={disabled}>
      <legend className="count-selector__legend">Number of questions</legend>
      <div className="count-selector__options">
        {COUNT_PRESETS.map((preset) => {
          const locked = !isPremium && preset !== fixedCount;
          const checked = isPremium ? !usingCustom && value === preset : preset === fixedCount;
          return (
            <label key={preset} className={`count-option${locked ? ' count-option--locked' : ''}`}>
              <input
                type="radio"
                name={name}
                value={preset}
                checked={checked}
                disabled={locked}
                onChange={() => {
                  setCustomText('');
                  onChange(preset);
                }}
              />
              <span className="count-option__pill">
                {preset}
                {locked && (
                  <span className="count-option__lock">
                    <Icon name="padlock" size={13} strokeWidth={1.8} />
                    <span className="sr-only"> (Premium)</span>
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {isPremium ? (
        <div className="count-selector__custom">
          <label htmlFor={customId}>Custom</label>
          <input
            id={customId}
            className="input count-selector__custom-input"
            type="number"
            inputMode="numeric"
            min={CUSTOM_COUNT_MIN}
            max={CUSTOM_COUNT_MAX}
            placeholder={`${CUSTOM_COUNT_MIN}-${CUSTOM_COUNT_MAX}`}
            value={customText}
            onChange={(event) => {
              const accepted = acceptCustomCountInput(event.target.value);
              if (accepted === null) return;
              setCustomText(accepted);
              if (accepted !== '') onChange(Number(accepted));
            }}
            onBlur={() => {
              // Leaving the field untouched keeps the chosen preset; a cleared field counts as below 1.
              if (customText === '' && (COUNT_PRESETS as readonly number[]).includes(value)) return;
              const clamped = clampCustomCount(customText);
              setCustomText(String(clamped));
              onChange(clamped);
            }}
          />
        </div>
      ) : (
        fixedCount !== undefined && (
        <p className="count-selector__hint">
          Free plan quizzes have {fixedCount} questions.{' '}
          <Link to={paths.pricing.getHref()}>Upgrade to Premium</Link> to choose how many.
        </p>
        )
      )}
    </fieldset>
  );
}
