import { useState } from 'react';

import { factorLabel, TIME_FACTORS, type TimeFactor } from '@/features/multiplayer/lib/play-settings';
import type { RoomPlayer } from '@/features/multiplayer/types';

interface ExtraTimeMenuProps {
  player: RoomPlayer;
  onChoose: (factor: TimeFactor) => void;
}

/** The host taps a pupil's name in the lobby: normal, 1.5x or 2x time for every question. */
export function ExtraTimeMenu({ player, onChoose }: ExtraTimeMenuProps) {
  const [open, setOpen] = useState(false);
  const factor = player.extra_time ?? 1;
  return (
    <span className="mp-extra-time">
      <button
        type="button"
        className="mp-extra-time__name"
        aria-expanded={open}
        aria-label={`${player.name}: ${factorLabel(factor)}. Change time`}
        onClick={() => setOpen((was) => !was)}
      >
        <bdi className="mp-name" dir="auto">
          {player.name}
        </bdi>
      </button>
      {open && (
        <span className="mp-extra-time__options" role="group" aria-label={`Time for ${player.name}`}>
          {TIME_FACTORS.map((option) => (
            <button
              key={option}
              type="button"
              className="btn btn--secondary btn--small"
              aria-pressed={factor === option}
              onClick={() => {
                onChoose(option);
                setOpen(false);
              }}
            >
              {factorLabel(option)}
            </button>
          ))}
        </span>
      )}
    </span>
  );
}

/** "2x time" beside a pupil's own name ("2x" on a chip), on its own device only: never on the projector. */
export function ExtraTimeBadge({ factor, short = false }: { factor: number | undefined; short?: boolean }) {
  if (!factor || factor <= 1) return null;
  if (!short) return <span className="badge badge--neutral mp-extra-time__badge">{factorLabel(factor)}</span>;
  return (
    <span className="badge badge--neutral mp-extra-time__badge">
      <span aria-hidden="true">{factor}x</span>
      <span className="sr-only">{factorLabel(factor)}</span>
    </span>
  );
}
