import { useEffect, useRef } from 'react';

import { CountdownRing } from '@/features/multiplayer/components/play/countdown-ring';
import { useServerCountdown } from '@/features/multiplayer/hooks/use-server-countdown';
import type { GameState } from '@/features/multiplayer/lib/game-state';
import { CHOICE_LETTERS } from '@/features/multiplayer/lib/standings';
import type { QuestionStart } from '@/features/multiplayer/types';

interface QuestionViewProps {
  state: GameState;
  question: QuestionStart;
  isHost: boolean;
  serverNow: () => number;
  onAnswer: (choice: string) => void;
  onPause: () => void;
  onResume: () => void;
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

/** One question: progress, score, the server-synced countdown, the choices, and the host's controls. */
export function QuestionView({ state, question, isHost, serverNow, onAnswer, onPause, onResume, onLeave }: QuestionViewProps) {
  const { seconds, fraction } = useServerCountdown(question.deadline, question.time_per_question, serverNow, state.paused);
  const number = question.question_index + 1;
  const locked = state.picked !== null || state.paused || state.phase !== 'question';
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new question takes the focus, so it is read out and Tab starts at its choices.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [question.question_index]);

  return (
    <section className="mp-question" aria-labelledby="mp-question-text">
      <header className="mp-play__header">
        <div className="mp-play__progress">
          <p className="mp-play__progress-label">
            Question {number} of {question.total_questions}
          </p>
          <div className="progress progress--thin" aria-hidden="true">
            <div className="progress__bar" style={{ width: `${(number / question.total_questions) * 100}%` }} />
          </div>
        </div>
        <p className="mp-play__score">
          Score: <strong>{state.score}</strong>
        </p>
        <CountdownRing seconds={seconds} fraction={fraction} />
      </header>

      <div className="card mp-question__card">
        <h1 ref={headingRef} id="mp-question-text" className="mp-question__text" tabIndex={-1}>
          {question.question.question}
        </h1>
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
              <span>{choice}</span>
            </button>
          ))}
        </div>
      </div>

      <footer className="mp-play__footer">
        <button type="button" className="btn btn--ghost btn--small" onClick={onLeave}>
          Leave Game
        </button>
        {isHost && state.answerCount && (
          <p className="mp-answer-count" role="status">
            {state.answerCount.answered} of {state.answerCount.connected} answered
          </p>
        )}
        {isHost && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={state.paused ? onResume : onPause}
            aria-label={state.paused ? 'Resume game' : 'Pause game'}
          >
            <span aria-hidden="true">{state.paused ? '▶' : '❚❚'}</span> {state.paused ? 'Resume' : 'Pause'}
          </button>
        )}
      </footer>
    </section>
  );
}
