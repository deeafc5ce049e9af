import type { TimerLevel } from '@/features/solo-play/lib/solo-quiz-reducer';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface CountdownTimerProps {
  seconds: number;
  /** Share of the time still left, 0..1, for the ring. */
  fraction: number;
  level: TimerLevel;
}

/** The question countdown: a ring that empties, with the seconds inside; colour by level. */
export function CountdownTimer({ seconds, fraction, level }: CountdownTimerProps) {
  const offset = CIRCUMFERENCE * (1 - Math.max(0, Math.min(1, fraction)));
  const levelClass = level === 'normal' ? '' : ` timer--${level}`;
  return (
    <div className={`timer countdown countdown--${level}${levelClass}`} role="timer" aria-label={`${seconds} seconds left`}>
      <svg className="countdown__ring" viewBox="0 0 60 60" aria-hidden="true">
        <circle className="countdown__track" cx="30" cy="30" r={RADIUS} />
        <circle
          className="countdown__fill"
          cx="30"
          cy="30"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
        />
      </svg>
      <span className="countdown__seconds" aria-hidden="true">
        {seconds}
      </span>
    </div>
  );
}
