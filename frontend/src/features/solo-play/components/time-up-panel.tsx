import { useEffect, useRef } from 'react';

interface TimeUpPanelProps {
  extraTimeUsed: boolean;
  onReveal: () => void;
  onAddTime: () => void;
}

export function TimeUpPanel({ extraTimeUsed, onReveal, onAddTime }: TimeUpPanelProps) {
  const revealRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    revealRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    revealRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="solo-timeup" role="alert">
      <h3 className="solo-timeup__title">Time's Up!</h3>
      <div className="solo-timeup__actions">
        <button ref={revealRef} type="button" className="btn btn--primary" onClick={onReveal}>
          Reveal Answer
        </button>
        <button type="button" className="btn btn--secondary" onClick={onAddTime} disabled={extraTimeUsed}>
          +10 Seconds
        </button>
      </div>
      {extraTimeUsed && <p className="muted text-small mb-0">Extra time was already used for this question.</p>}
    </section>
  );
}
