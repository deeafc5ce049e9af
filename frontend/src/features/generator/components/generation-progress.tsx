import type { Ref } from 'react';

import { MESSAGES, SLOW_CALL_SECONDS, STAGE_LABELS } from '@/features/generator/constants';
import type { GenerationProgress as Progress } from '@/features/generator/types';

const STOPPABLE = new Set<Progress['stage']>(['queued', 'extracting', 'generating']);

interface GenerationProgressProps {
  progress: Progress;
  /** Asks the server to stop the job; absent, no Cancel button shows. */
  onStop?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The running job's stage and real progress as the server reports it, a slow AI server's wait, and Cancel. */
export function GenerationProgress({ progress, onStop, ref }: GenerationProgressProps) {
  const percent = Math.round(progress.fraction * 100);
  const waiting = progress.waitingSeconds;
  let label: string = STAGE_LABELS[progress.stage];
  if (progress.stopping) label = MESSAGES.stopping;
  else if (progress.stage === 'generating' && waiting !== null && waiting >= SLOW_CALL_SECONDS) {
    label = MESSAGES.waitingForAi(waiting);
  }
  const stoppable = onStop && STOPPABLE.has(progress.stage);
  return (
    <div ref={ref} className="generation-progress" role="status" aria-live="polite">
      <div className="generation-progress__row">
        <span className="generation-progress__stage">{label}</span>
        <span className="generation-progress__percent">{percent}%</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={STAGE_LABELS[progress.stage]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      {stoppable && (
        <button
          type="button"
          className="btn btn--secondary generation-progress__cancel"
          onClick={onStop}
          disabled={progress.stopping}
        >
          {progress.stopping ? 'Cancelling...' : 'Cancel'}
        </button>
      )}
    </div>
  );
}
