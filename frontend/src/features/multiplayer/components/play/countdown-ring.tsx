const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Spec's timer colours: warning at 15 s or less, danger at 5 s or less. */
function level(seconds: number): 'normal' | 'warning' | 'danger' {
  if (seconds <= 5) return 'danger';
  if (seconds <= 15) return 'warning';
  return 'normal';
}

/** The question's circular countdown: a ring that empties, the seconds inside. */
export function CountdownRing({ seconds, fraction }: { seconds: number; fraction: number }) {
  const offset = CIRCUMFERENCE * (1 - Math.max(0, Math.min(1, fraction)));
  return (
    <div className={`mp-ring mp-ring--${level(seconds)}`} role="timer" aria-label={`${seconds} seconds left`}>
      <svg viewBox="0 0 60 60" aria-hidden="true">
        <circle className="mp-ring__track" cx="30" cy="30" r={RADIUS} />
        <circle className="mp-ring__fill" cx="30" cy="30" r={RADIUS} strokeDasharray={CIRCUMFERENCE} strokeDashoffset={offset} />
      </svg>
      <span className="mp-ring__seconds" aria-hidden="true">
        {seconds}
      </span>
    </div>
  );
}
