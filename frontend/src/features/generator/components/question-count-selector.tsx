import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { CUSTOM_COUNT_MAX, CUSTOM_COUNT_MIN, FREE_QUESTION_COUNT, PREMIUM_PRESETS } from '@/features/generator/constants';
import { acceptCustomCountInput, clampCustomCount } from '@/features/generator/utils/question-count';

interface QuestionCountSelectorProps {
  isPremium: boolean;
  value: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}

/** Presets for everyone to see; premium users may pick any of them or type a custom count. */
export function QuestionCountSelector({ isPremium, value, onChange, disabled = false }: QuestionCountSelectorProps) {
  const [customText, setCustomText] = useState('');
  const name = useId();
  const customId = useId();
  const usingCustom = isPremium && customText !== '';

  return (
    <fieldset className="count-selector" disabled={disabled}>
      <legend className="count-selector__legend">Number of questions</legend>
      <div className="count-selector__options">
        {PREMIUM_PRESETS.map((preset) => {
          const locked = !isPremium && preset !== FREE_QUESTION_COUNT;
          const checked = isPremium ? !usingCustom && value === preset : preset === FREE_QUESTION_COUNT;
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
              if (customText === '' && (PREMIUM_PRESETS as readonly number[]).includes(value)) return;
              const clamped = clampCustomCount(customText);
              setCustomText(String(clamped));
              onChange(clamped);
            }}
          />
        </div>
      ) : (
        <p className="count-selector__hint">
          Free plan quizzes have {FREE_QUESTION_COUNT} questions.{' '}
          <Link to={paths.pricing.getHref()}>Upgrade to Premium</Link> to choose how many.
        </p>
      )}
    </fieldset>
  );
}
