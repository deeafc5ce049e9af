import { useId, useRef } from 'react';

import { useDialogFocus } from '@/components/ui/use-dialog-focus';

interface PauseMenuProps {
  onResume: () => void;
  onStartOver: () => void;
  onHome: () => void;
}

/** The paused overlay; the clock is frozen while it shows. Escape or P resume (handled with the game keys). */
export function PauseMenu({ onResume, onStartOver, onHome }: PauseMenuProps) {
  const titleId = useId();
  const resumeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus(panelRef, true, { initialFocus: resumeRef });

  return (
    <div className="solo-pause">
      <div ref={panelRef} className="solo-pause__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="solo-pause__icon" aria-hidden="true">
          ❚❚
        </div>
        <h2 id={titleId} className="solo-pause__title">
          Paused
        </h2>
        <div className="solo-pause__actions">
          <button ref={resumeRef} type="button" className="btn btn--primary btn--large btn--block" onClick={onResume}>
            Resume
          </button>
          <button type="button" className="btn btn--secondary btn--block" onClick={onStartOver}>
            Start Over
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={onHome}>
            Back to Home
          </button>
        </div>
      </div>
    </div>
  );
}
