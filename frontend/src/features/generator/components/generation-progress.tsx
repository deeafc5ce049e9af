import type { Ref } from 'react';

import { STAGE_LABELS } from '@/features/generator/constants';
import type { GenerationProgress as Progress } from '@/features/generator/types';

/** The running job's stage and real progress as the server reports it. */
export function GenerationProgress({ progress, ref }: { progress: Progress; ref?: Ref<HTMLDivElement> }) {
  const percent = Math.round(progress.fraction * 100);
  const label = STAGE_LABELS[progress.stage];
  return (
    <div ref={ref} className="generation-progress" role="status" aria-live="polite">
      <div className="generation-progress__row">
        <span className="generation-progress__stage">{label}</span>
        <span className="generation-progress__percent">{percent}%</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
