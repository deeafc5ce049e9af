import { useEffect, useRef } from 'react';

import { ReadAloudButton } from '@/components/ui/read-aloud-button';

import { CountdownRing } from '@/features/multiplayer/components/play/countdown-ring';
import { useServerCountdown } from '@/features/multiplayer/hooks/use-server-countdown';
import type { GameState } from '@/features/multiplayer/lib/game-state';
import { hasTimer } from '@/features/multiplayer/lib/play-settings';
import { CHOICE_LETTERS } from '@/features/multiplayer/lib/standings';
import type { QuestionStart } from '@/features/multiplayer/types';

interface QuestionProgressProps {
  question: QuestionStart;
  paused: boolean;
  serverNow: () => number;
  children?: React.ReactNode;
}

/** 'Question N of M' with its bar, whatever sits beside it, and the countdown on the server's clock. */
export function QuestionProgress({ question, paused, serverNow, children }: QuestionProgressProps) {
  const { seconds, fraction } = useServerCountdown(question.deadline, question.time_per_question, serverNow, paused);
  const number = question.question_index + 1;
  return (
    <header className="mp-play__header">
      <div className="mp-play__progress">
        <p className="mp-play__progress-label">
          Question {number} of {question.total_questions}
        </p>
        <div className="progress progress--thin" aria-hidden="true">
          <div className="progress__bar" style={{ width: `${(number / question.total_questions) * 100}%` }} />
        </div>
      </div>
      {children}
      {hasTimer(question) ? <CountdownRing seconds={seconds} fraction={fraction} /> : <p className="mp-no-timer muted mb-0">No timer</p>}
    </header>
  );
}

interface QuestionViewProps {
  state: GameState;
  question: QuestionStart;
  /** The player's own name, shown whole. */
  name: string;
  /** Answered, ended, paused or reconnecting: the choices wait. */
  locked: boolean;
  serverNow: () => number;
  onAnswer: (choice: string) => void;
  onLeave: () => void;
}

function choiceClass(choice: string, state: GameState): string {
  const { picked, result } = state;
  if (result && state.showingFeedback) {
    if (choice === result.correct_answer) return 'choice choice--correct';
    if (choice === picked) return 'choice choice--incorrect';
  }
  return choice === picked ? 'choice choice--selected' : 'choice';
}

/** A player's question: whose phone it is, progress, score, the server-synced countdown and the choices. */
export function QuestionView({ state, question, name, locked, serverNow, onAnswer, onLeave }: QuestionViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new question takes the focus, so it is read out and Tab starts at its choices.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [question.question_index]);

  return (
    <section className="mp-question" aria-labelledby="mp-question-text">
      <p className="mp-play__me">
        <bdi className="mp-name" dir="auto">
          {name}
        </bdi>
      </p>
      <QuestionProgress question={question} paused={state.paused} serverNow={serverNow}>
        <p className="mp-play__score">
          Score: <strong>{state.score}</strong>
        </p>
      </QuestionProgress>

      <div className="card mp-question__card">
        <h1 ref={headingRef} id="mp-question-text" className="mp-question__text" tabIndex={-1} dir="auto">
          {question.question.question}
        </h1>
        <ReadAloudButton question={question.question.question} choices={question.question.choices} className="btn btn--ghost btn--small mp-read-aloud" />
        <div className="choice-list mp-choices" role="group" aria-label="Answers">
          {question.question.choices.map((choice, index) => (
            <button
              key={`${index}-${choice}`}
              type="button"
              className={`${choiceClass(choice, state)} mp-choice`}
              disabled={locked}
              aria-pressed={choice === state.picked}
              onClick={() => onAnswer(choice)}
            >
              <span className="choice__letter" aria-hidden="true">
                {CHOICE_LETTERS[index]}
              </span>
              <span dir="auto">{choice}</span>
            </button>
          ))}
        </div>
      </div>

      <footer className="mp-play__footer">
        <button type="button" className="btn btn--ghost btn--small" onClick={onLeave}>
          Leave Game
        </button>
      </footer>
    </section>
  );
}
