import { useEffect, useRef } from 'react';

import { AnswerSource } from '@/components/answer-source/answer-source';

import { StandingsList } from '@/features/multiplayer/components/play/standings-list';
import type { Scoring } from '@/features/multiplayer/lib/play-settings';
import { CHOICE_LETTERS, choiceCounts } from '@/features/multiplayer/lib/standings';
import type { LeaderboardRow, PlayerId, QuestionEnded, QuestionStart } from '@/features/multiplayer/types';

interface LeaderboardViewProps {
  question: QuestionStart | null;
  ended: QuestionEnded | null;
  leaderboard: LeaderboardRow[];
  me: PlayerId | undefined;
  isHost: boolean;
  /** Reconnecting: the host's Next waits. */
  disabled?: boolean;
  onNext: () => void;
  /** The host's early end of the game (asks first). */
  onEnd?: () => void;
  scoring?: Scoring;
}

/** How many chose each choice, as bars; the right one marked. */
function AnswerBars({ question, ended }: { question: QuestionStart; ended: QuestionEnded }) {
  const counts = choiceCounts(question.question.choices, ended.answer_counts);
  const most = Math.max(1, ...counts);
  return (
    <ul className="mp-bars list-reset" aria-label="How many chose each answer">
      {question.question.choices.map((choice, index) => {
        const correct = choice === ended.correct_answer;
        return (
          <li key={`${index}-${choice}`} className={correct ? 'mp-bar mp-bar--correct' : 'mp-bar'}>
            <span className="mp-bar__label">
              <span className="choice__letter" aria-hidden="true">
                {CHOICE_LETTERS[index]}
              </span>
              <span className="mp-bar__choice" dir="auto">{choice}</span>
              {correct && <span className="sr-only"> (correct)</span>}
            </span>
            <span className="mp-bar__track" aria-hidden="true">
              <span className="mp-bar__fill" style={{ width: `${(counts[index] / most) * 100}%` }} />
            </span>
            <span className="mp-bar__count">{counts[index]}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Between questions: the right answer, how the room answered, the standings, and the host's Next. */
export function LeaderboardView({ question, ended, leaderboard, me, isHost, disabled = false, onNext, onEnd, scoring }: LeaderboardViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [question?.question_index]);
  const total = question?.total_questions ?? 0;
  const number = (question?.question_index ?? 0) + 1;
  const isLast = ended?.is_last_question ?? (total > 0 && number >= total);
  // The host may have turned the standings between questions off: the answer and its bars still show.
  const showStandings = ended?.show_leaderboard !== false;
  return (
    <section className={isHost ? 'mp-leaderboard mp-leaderboard--host' : 'mp-leaderboard'} aria-labelledby="mp-leaderboard-title">
      <header className="mp-leaderboard__header">
        <h1 ref={headingRef} id="mp-leaderboard-title" className="page-title mb-0" tabIndex={-1}>
          Leaderboard
        </h1>
        {question && (
          // the spec's 'Question X of Y', on the projector and the phones alike
          <p className="muted mb-0">
            Question {number} of {total}
          </p>
        )}
      </header>
      <div className="mp-leaderboard__grid">
        {ended && (
          <div className="card mp-leaderboard__answer">
            <p className="mp-correct">
              Correct answer: <strong dir="auto">{ended.correct_answer}</strong>
            </p>
            {question && <AnswerBars question={question} ended={ended} />}
            <AnswerSource
              className="mp-leaderboard__source"
              answer={ended.correct_answer}
              explanation={ended.explanation}
              source={ended.source}
              size={isHost ? 'wall' : 'normal'}
            />
          </div>
        )}
        {showStandings && (
          <div className="card mp-leaderboard__table">
            <StandingsList rows={leaderboard} me={isHost ? undefined : me} caption="Standings after this question" scoring={scoring} />
          </div>
        )}
      </div>
      <div className="mp-leaderboard__actions">
        {isHost ? (
          <>
            <button type="button" className="btn btn--primary btn--large" onClick={onNext} disabled={disabled}>
              {isLast ? 'See Final Results' : 'Next Question'}
            </button>
            {onEnd && !isLast && (
              <button type="button" className="btn btn--ghost mp-leaderboard__end" onClick={onEnd} disabled={disabled}>
                End Game
              </button>
            )}
          </>
        ) : (
          <p className="mp-waiting muted" role="status">
            Waiting for host to continue...
          </p>
        )}
      </div>
    </section>
  );
}
