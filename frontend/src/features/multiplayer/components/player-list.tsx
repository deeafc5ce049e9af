import { ExtraTimeBadge, ExtraTimeMenu } from '@/features/multiplayer/components/extra-time-menu';
import type { TimeFactor } from '@/features/multiplayer/lib/play-settings';
import type { PlayerId, RoomPlayer } from '@/features/multiplayer/types';

interface PlayerListProps {
  players: RoomPlayer[];
  myId: PlayerId | undefined;
  /** The projector's lobby: names as a grid of chips, so a class of 100 fits the screen. */
  compact?: boolean;
  /** Given to the host: a Remove button beside everyone else. */
  onKick?: (player: RoomPlayer) => void;
  /** Given to the host: tapping a name gives that pupil more time. */
  onExtraTime?: (player: RoomPlayer, factor: TimeFactor) => void;
}

/** The lobby's players as they come and go, each with its connection state. */
export function PlayerList({ players, myId, compact = false, onKick, onExtraTime }: PlayerListProps) {
  if (players.length === 0) return <p className="muted">No players yet. Share the code to let them in.</p>;
  return (
    <ul className={compact ? 'mp-players mp-players--grid list-reset' : 'mp-players list-reset'} aria-label="Players">
      {players.map((player) => {
        const isMe = myId !== undefined && String(player.id) === String(myId);
        const state = player.is_connected ? 'Connected' : 'Disconnected';
        return (
          <li key={player.id} className={player.is_connected ? 'mp-player' : 'mp-player mp-player--away'}>
            <span className={player.is_connected ? 'mp-dot mp-dot--on' : 'mp-dot'} aria-hidden="true" />
            <span className={isMe ? 'mp-player__name mp-player__name--me' : 'mp-player__name'}>
              {onExtraTime && !player.is_host ? (
                <ExtraTimeMenu player={player} onChoose={(factor) => onExtraTime(player, factor)} />
              ) : (
                <bdi className="mp-name" dir="auto">
                  {player.name}
                </bdi>
              )}
              {isMe && <span className="muted"> (you)</span>}
              {compact && <span className="sr-only"> ({state})</span>}
            </span>
            {/* the host's lobby is on the projector: a pupil's extra time shows only in its opened menu */}
            {isMe && <ExtraTimeBadge factor={player.extra_time} short={compact} />}
            {!compact && <span className={`mp-player__state text-small ${player.is_connected ? 'text-success' : 'muted'}`}>{state}</span>}
            {onKick && !isMe && !player.is_host && (
              <button
                type="button"
                className={compact ? 'mp-player__kick mp-player__kick--chip' : 'btn btn--ghost btn--small mp-player__kick'}
                onClick={() => onKick(player)}
                aria-label={`Remove ${player.name}`}
                title={`Remove ${player.name}`}
              >
                {compact ? <span aria-hidden="true">×</span> : 'Remove'}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
