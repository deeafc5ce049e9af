import { useEffect, useRef } from 'react';

import { ReadAloudButton } from '@/components/ui/read-aloud-button';

import { QuestionProgress } from '@/features/multiplayer/components/play/question-view';
import { useServerCountdown } from '@/features/multiplayer/hooks/use-server-countdown';
import type { GameState } from '@/features/multiplayer/lib/game-state';
import { hasTimer } from '@/features/multiplayer/lib/play-settings';
import { CHOICE_LETTERS } from '@/features/multiplayer/lib/standings';
import type { QuestionStart } from '@/features/multiplayer/types';

interface HostQuestionViewProps {
  state: GameState;
  question: QuestionStart;
  reconnecting: boolean;
  serverNow: () => number;
  onPause: () => void;
  onResume: () => void;
  onLeave: () => void;
  /** Given in a room without a timer: the host ends each question. */
  onEndQuestion?: () => void;
}

/** After the room's time, while pupils with extra time still answer, the projector says so (not who). */
function ExtraTimeRunning({ question, paused, serverNow }: { question: QuestionStart; paused: boolean; serverNow: () => number }) {
  const last = Math.max(question.deadline, ...Object.values(question.extra_deadlines ?? {}));
  const room = useServerCountdown(question.deadline, question.time_per_question, serverNow, paused);
  const extra = useServerCountdown(last, question.time_per_question, serverNow, paused);
  if (!hasTimer(question) || last <= question.deadline || room.seconds > 0 || extra.seconds <= 0) return null;
  return <p className="mp-extra-running muted mb-0">Extra time: {extra.seconds} s</p>;
}

/** The projector's question: large text, the lettered choices (not buttons: the host presents), the answers coming in. */
export function HostQuestionView({ state, question, reconnecting, serverNow, onPause, onResume, onLeave, onEndQuestion }: HostQuestionViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [question.question_index]);
  const count = state.answerCount;

  return (
    <section className="mp-question mp-question--host" aria-labelledby="mp-question-text">
      <QuestionProgress question={question} paused={state.paused} serverNow={serverNow}>
        <p className="mp-answer-count" role="status" aria-live="polite">
          {count ? (
            <>
              <strong className="mp-answer-count__number">{count.answered}</strong> of {count.connected} answered
            </>
          ) : (
            'Answers coming in...'
          )}
        </p>
      </QuestionProgress>
      <ExtraTimeRunning question={question} paused={state.paused} serverNow={serverNow} />

      <div className="card mp-question__card">
        <h1 ref={headingRef} id="mp-question-text" className="mp-question__text" tabIndex={-1} dir="auto">
          {question.question.question}
        </h1>
        <ReadAloudButton question={question.question.question} choices={question.question.choices} className="btn btn--ghost btn--small mp-read-aloud" />
        <ol className="list-reset mp-choices mp-choices--shown" aria-label="Answers">
          {question.question.choices.map((choice, index) => (
            <li key={`${index}-${choice}`} className="choice mp-choice mp-choice--shown">
              <span className="choice__letter" aria-hidden="true">
                {CHOICE_LETTERS[index]}
              </span>
              <span dir="auto">{choice}</span>
            </li>
          ))}
        </ol>
      </div>

      <footer className="mp-play__footer">
        <button type="button" className="btn btn--ghost btn--small" onClick={onLeave}>
          Leave Game
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={state.paused ? onResume : onPause}
          disabled={reconnecting}
          aria-label={state.paused ? 'Resume game' : 'Pause game'}
        >
          <span aria-hidden="true">{state.paused ? '▶' : '❚❚'}</span> {state.paused ? 'Resume' : 'Pause'}
        </button>
        {onEndQuestion && (
          <button type="button" className="btn btn--primary" onClick={onEndQuestion} disabled={reconnecting || state.paused}>
            End Question
          </button>
        )}
      </footer>
    </section>
  );
}
