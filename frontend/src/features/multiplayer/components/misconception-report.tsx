import { Link } from 'react-router';

import { AnswerSource } from '@/components/answer-source/answer-source';
import { paths } from '@/config/paths';

import { CHOICE_LETTERS } from '@/features/multiplayer/lib/standings';
import { percent } from '@/features/multiplayer/lib/game-results';
import type { GameReport, ReportQuestion } from '@/features/multiplayer/types';

export const NOBODY_FELL = 'nobody fell for this';

interface MisconceptionReportProps {
  report: GameReport;
  /** The saved quiz the game was played from (null: deleted, or none). */
  quizId: number | null;
  /** The plan includes editing: each question links to Review & Edit; otherwise to the upgrade. */
  canEdit: boolean;
}

/** Each choice's share of the players, as bars: the right one marked, the wrong ones nobody chose flagged. */
function ChoiceBars({ question }: { question: ReportQuestion }) {
  return (
    <ul className="mp-bars list-reset" aria-label="Share choosing each answer">
      {question.choices.map((row, index) => (
        <li key={`${index}-${row.choice}`} className={row.is_correct ? 'mp-bar mp-bar--correct' : 'mp-bar'}>
          <span className="mp-bar__label">
            <span className="choice__letter" aria-hidden="true">
              {CHOICE_LETTERS[index]}
            </span>
            <span className="mp-bar__choice" dir="auto">
              {row.choice}
            </span>
            {row.is_correct && <span className="sr-only"> (correct)</span>}
            {row.nobody_fell_for_this && <span className="badge badge--warning mp-report__flag">{NOBODY_FELL}</span>}
          </span>
          <span className="mp-bar__track" aria-hidden="true">
            <span className="mp-bar__fill" style={{ width: `${percent(row.share)}%` }} />
          </span>
          <span className="mp-bar__count">
            {percent(row.share)}% <span className="muted">({row.count})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function EditLink({ quizId, index, canEdit }: { quizId: number | null; index: number; canEdit: boolean }) {
  if (quizId === null) return null;
  if (!canEdit) {
    return (
      <Link className="btn btn--ghost btn--small" to={paths.pricing.getHref()}>
        Upgrade to Premium to edit this question
      </Link>
    );
  }
  return (
    <Link className="btn btn--secondary btn--small" to={paths.savedQuizzes.getHref({ quizId, question: index + 1 })}>
      Edit this question
    </Link>
  );
}

function QuestionReport({ question, quizId, canEdit }: { question: ReportQuestion } & Omit<MisconceptionReportProps, 'report'>) {
  const wrong = question.most_chosen_wrong;
  const titleId = `mp-report-q${question.index}`;
  return (
    <li className="mp-report__question" aria-labelledby={titleId}>
      <h3 id={titleId} className="mp-report__title" dir="auto">
        <span className="muted">Q{question.index + 1}.</span> {question.question}
      </h3>
      <p className="mp-report__summary">
        <strong>
          {question.missed} of {question.players} missed it
        </strong>{' '}
        · {question.players > 0 ? percent(question.correct / question.players) : 0}% correct ({question.correct}/{question.players})
      </p>
      <ChoiceBars question={question} />
      <p className="mp-report__wrong">
        {wrong ? (
          <>
            Most chosen wrong answer: <strong dir="auto">{wrong.choice}</strong> ({percent(wrong.share)}%)
          </>
        ) : (
          'Nobody chose a wrong answer.'
        )}
      </p>
      {question.discrimination && (
        <p className="mp-report__discrimination">
          {question.discrimination}
          {question.point_biserial !== null && <span className="muted"> (point-biserial {question.point_biserial.toFixed(2)})</span>}
        </p>
      )}
      <AnswerSource answer={question.correct_answer} explanation={question.explanation} source={question.source} />
      <EditLink quizId={quizId} index={question.index} canEdit={canEdit} />
    </li>
  );
}

/**
 * What the class misunderstood: the questions most missed first, what each choice drew, the wrong answer
 * most chosen, the wrong answers nobody fell for, and (from enough players) how well the question told
 * strong players from weak ones.
 */
export function MisconceptionReport({ report, quizId, canEdit }: MisconceptionReportProps) {
  return (
    <section className="card mp-results__section mp-report" aria-labelledby="mp-report-title">
      <h2 id="mp-report-title" className="card__title">
        Misconception Report
      </h2>
      <p className="muted text-small">
        Questions most missed first. Wrong answers chosen by under 5% are marked “{NOBODY_FELL}”.
        {report.players < report.discrimination_min_players &&
          ` From ${report.discrimination_min_players} players each question also shows how well it separated strong from weak players.`}
      </p>
      <ol className="list-reset mp-report__list">
        {report.questions.map((question) => (
          <QuestionReport key={question.index} question={question} quizId={quizId} canEdit={canEdit} />
        ))}
      </ol>
    </section>
  );
}
