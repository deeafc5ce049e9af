import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { QuestionPreviewList } from '@/features/generator/components/question-preview-list';
import { UpgradePrompt } from '@/features/generator/components/upgrade-prompt';
import type { GeneratedQuiz } from '@/features/generator/types';

interface GenerationResultProps {
  quiz: GeneratedQuiz;
  isPremium: boolean;
  /** The plan includes editing (user_info.plan_limits.can_edit): Review & Edit opens. */
  canEdit: boolean;
  /** True while the quiz is being saved: the actions wait. */
  busy: boolean;
  onReview: () => void;
  onSave: () => void;
  onStart: () => void;
  onMultiplayer: () => void;
  /** The newest message about this quiz (generated, or saving failed), shown under its actions. */
  notice?: ReactNode;
  ref?: Ref<HTMLElement>;
  /** The card's title, which takes the focus when the quiz arrives. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The 'Quiz Generated Successfully!' card: what to do with the new quiz, and its questions. */
export function GenerationResult({
  quiz,
  isPremium,
  canEdit,
  busy,
  onReview,
  onSave,
  onStart,
  onMultiplayer,
  notice,
  ref,
  titleRef,
}: GenerationResultProps) {
  const count = quiz.questions.length;
  return (
    <section ref={ref} className="card generation-result" aria-labelledby="generation-result-title" aria-busy={busy}>
      <div className="generation-result__header">
        <span className="generation-result__check">
          <Icon name="tick" size={24} strokeWidth={1.8} />
        </span>
        <div>
          <h2 ref={titleRef} id="generation-result-title" className="generation-result__title" tabIndex={-1}>
            Quiz Generated Successfully!
          </h2>
          <p className="generation-result__summary">
            <span className="generation-result__quiz-title">{quiz.title}</span> · {count}{' '}
            {count === 1 ? 'question' : 'questions'}
          </p>
        </div>
      </div>

      <div className="generation-result__actions">
        {canEdit ? (
          <button type="button" className="btn btn--secondary" onClick={onReview} disabled={busy}>
            Review &amp; Edit
          </button>
        ) : (
          <button type="button" className="btn btn--secondary" disabled aria-describedby="review-locked-hint">
            <Icon name="padlock" size={16} strokeWidth={1.8} />
            Review &amp; Edit
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onSave} disabled={busy}>
          Save Quiz
        </button>
        <button type="button" className="btn btn--primary" onClick={onStart} disabled={busy}>
          Start Quiz Now
        </button>
        <button type="button" className="btn btn--secondary" onClick={onMultiplayer} disabled={busy}>
          Create Multiplayer Room
        </button>
      </div>
      {!canEdit && (
        <p id="review-locked-hint" className="generation-result__locked-hint">
          <Icon name="padlock" size={14} strokeWidth={1.8} /> Review &amp; Edit is a Premium feature.{' '}
          <Link to={paths.pricing.getHref()}>Upgrade to Premium</Link>
        </p>
      )}

      {notice}
      {!isPremium && <UpgradePrompt />}
      <QuestionPreviewList questions={quiz.questions} />
    </section>
  );
}
