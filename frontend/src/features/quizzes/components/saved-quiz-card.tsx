import { Link } from 'react-router';

import { BusyButton } from '@/components/ui/busy-button';
import { paths } from '@/config/paths';
import type { SavedQuiz } from '@/types/api';

import type { QuizExportFormat } from '@/features/quizzes/api/export-quiz';
import { ExportMenu } from '@/features/quizzes/components/export-menu';
import { formatSavedDate, questionCountLabel } from '@/features/quizzes/lib/format';

import type { QuizCardAction } from '@/features/quizzes/types';

interface SavedQuizCardProps {
  quiz: SavedQuiz;
  isPremium: boolean;
  /** The action running for this card, if any; every button waits for it. */
  busyAction: QuizCardAction | null;
  onStart: () => void;
  onMultiplayer: () => void;
  onEdit: () => void;
  onShare: () => void;
  onPdf: () => void;
  onDelete: () => void;
  onExport: (format: QuizExportFormat) => void;
}

export function SavedQuizCard({
  quiz,
  isPremium,
  busyAction,
  onStart,
  onMultiplayer,
  onEdit,
  onShare,
  onPdf,
  onDelete,
  onExport,
}: SavedQuizCardProps) {
  const busy = busyAction !== null;
  const premiumHint = isPremium ? undefined : 'Premium feature';
  return (
    <article className="card quiz-card" aria-labelledby={`quiz-${quiz.id}-title`}>
      <div className="quiz-card__head">
        <h2 id={`quiz-${quiz.id}-title`} className="card__title quiz-card__title">
          {quiz.title}
        </h2>
        <p className="card__subtitle">
          Saved <time dateTime={quiz.saved_at}>{formatSavedDate(quiz.saved_at)}</time>
        </p>
      </div>

      <dl className="quiz-card__stats">
        <div className="quiz-card__stat">
          <dt>Questions</dt>
          <dd>{quiz.question_count}</dd>
        </div>
        <div className="quiz-card__stat">
          <dt>Best score</dt>
          <dd>
            {quiz.high_score}/{quiz.question_count}
          </dd>
        </div>
      </dl>
      <p className="sr-only">
        {questionCountLabel(quiz.question_count)}, best score {quiz.high_score} of {quiz.question_count}
      </p>

      <div className="quiz-card__primary">
        <BusyButton className="btn btn--primary" onClick={onStart} disabled={busy} busy={busyAction === 'start'}>
          Start Quiz
        </BusyButton>
        <button type="button" className="btn btn--secondary" onClick={onMultiplayer} disabled={busy}>
          Multiplayer
        </button>
      </div>

      <div className="quiz-card__tools">
        <BusyButton className="btn btn--ghost btn--small" onClick={onEdit} disabled={busy} title={premiumHint} busy={busyAction === 'edit'}>
          Edit
        </BusyButton>
        <BusyButton className="btn btn--ghost btn--small" onClick={onShare} disabled={busy} busy={busyAction === 'share'}>
          Share
        </BusyButton>
        <Link
          className={`btn btn--ghost btn--small${busy ? ' is-disabled' : ''}`}
          to={paths.homeworkAssign.getHref(quiz.id)}
          state={{ title: quiz.title }}
          aria-disabled={busy || undefined}
          onClick={(event) => busy && event.preventDefault()}
        >
          Assign as homework
        </Link>
        <BusyButton className="btn btn--ghost btn--small" onClick={onPdf} disabled={busy} title={premiumHint} busy={busyAction === 'pdf'}>
          PDF
        </BusyButton>
        {isPremium && <ExportMenu busy={busyAction === 'export'} disabled={busy} onExport={onExport} />}
        <BusyButton
          className="btn btn--ghost btn--small quiz-card__delete"
          onClick={onDelete}
          disabled={busy}
          title={premiumHint}
          busy={busyAction === 'delete'}
        >
          Delete
        </BusyButton>
      </div>
    </article>
  );
}
