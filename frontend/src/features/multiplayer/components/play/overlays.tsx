import { useRef } from 'react';

import { AnswerSource } from '@/components/answer-source/answer-source';
import { Icon } from '@/components/ui/icon';
import { useDialogFocus } from '@/components/ui/use-dialog-focus';

import type { AnswerResult, QuestionEnded } from '@/features/multiplayer/types';

interface FeedbackOverlayProps {
  result: AnswerResult;
  timedOut: boolean;
  /** The question's end for the room, with the explanation and source shown under the result. */
  ended?: QuestionEnded | null;
}

/**
 * When the question ends: 'Correct!' with '+N points', 'Incorrect!', or "Time's Up!" with '0 points', and
 * the right answer (never before the end: the server sends the result only then), then where it says that.
 */
export function FeedbackOverlay({ result, timedOut, ended }: FeedbackOverlayProps) {
  const reveal = ended && ended.question_index === result.question_index ? ended : null;
  const kind = result.is_correct ? 'correct' : timedOut ? 'timeup' : 'incorrect';
  const title = result.is_correct ? 'Correct!' : timedOut ? "Time's Up!" : 'Incorrect!';
  return (
    <div className={`mp-overlay mp-overlay--${kind}`} role="status" aria-live="assertive">
      <div className="mp-overlay__card">
        <span className="mp-overlay__icon">
          <Icon name={result.is_correct ? 'check' : timedOut ? 'clock' : 'close'} size={44} strokeWidth={2.5} />
        </span>
        <p className="mp-overlay__title">{title}</p>
        <p className="mp-overlay__points">{result.is_correct ? `+${result.points_earned} points` : '0 points'}</p>
        {!result.is_correct && (
          <p className="mp-overlay__text">
            The correct answer is: <strong dir="auto">{result.correct_answer}</strong>
          </p>
        )}
        {reveal && (
          <AnswerSource className="mp-overlay__source" answer={result.correct_answer} explanation={reveal.explanation} source={reveal.source} />
        )}
      </div>
    </div>
  );
}

/** After answering (or at time-up), until the question ends for everyone. */
export function LockedOverlay({ timedOut }: { timedOut: boolean }) {
  return (
    <div className="mp-overlay mp-overlay--locked" role="status" aria-live="polite">
      <div className="mp-overlay__card">
        <span className="mp-overlay__icon">
          <Icon name={timedOut ? 'clock' : 'padlock'} size={44} />
        </span>
        <p className="mp-overlay__title">{timedOut ? "Time's Up!" : 'Answer Locked In!'}</p>
        <p className="mp-overlay__text">Waiting for other players to answer</p>
      </div>
    </div>
  );
}

/** 'Game Paused': the host resumes from here; the others wait. Focus stays inside while it is up. */
export function PausedOverlay({ isHost, onResume }: { isHost: boolean; onResume: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const resumeRef = useRef<HTMLButtonElement>(null);
  useDialogFocus(ref, true, { initialFocus: isHost ? resumeRef : undefined });
  return (
    <div className="mp-overlay mp-overlay--paused">
      <div ref={ref} className="mp-overlay__card" role="dialog" aria-modal="true" aria-labelledby="mp-paused-title" tabIndex={-1}>
        <span className="mp-overlay__icon mp-overlay__icon--text" aria-hidden="true">
          ❚❚
        </span>
        <h2 id="mp-paused-title" className="mp-overlay__title">
          Game Paused
        </h2>
        {isHost ? (
          <>
            <p className="mp-overlay__text">Click the play button to resume</p>
            <button ref={resumeRef} type="button" className="btn btn--primary btn--large" onClick={onResume}>
              <span aria-hidden="true">▶ </span>Resume Game
            </button>
          </>
        ) : (
          <p className="mp-overlay__text">Waiting for host to resume...</p>
        )}
      </div>
    </div>
  );
}
