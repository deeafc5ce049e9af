import type { PlayerId, RoomPlayer } from '@/features/multiplayer/types';

interface PlayerListProps {
  players: RoomPlayer[];
  myId: PlayerId | undefined;
  /** Given to the host: a Remove button beside everyone else. */
  onKick?: (player: RoomPlayer) => void;
}

/** The lobby's players as they come and go, each with its connection state. */
export function PlayerList({ players, myId, onKick }: PlayerListProps) {
  if (players.length === 0) return <p className="muted">No players yet. Share the code to let them in.</p>;
  return (
    <ul className="mp-players list-reset">
      {players.map((player) => {
        const isMe = myId !== undefined && String(player.id) === String(myId);
        return (
          <li key={player.id} className={player.is_connected ? 'mp-player' : 'mp-player mp-player--away'}>
            <span className={player.is_connected ? 'mp-dot mp-dot--on' : 'mp-dot'} aria-hidden="true" />
            <span className="mp-player__name truncate">
              {player.name}
              {isMe && <span className="muted"> (you)</span>}
            </span>
            {player.is_host && <span className="badge badge--neutral">Host</span>}
            <span className={`mp-player__state text-small ${player.is_connected ? 'text-success' : 'muted'}`}>
              {player.is_connected ? 'Connected' : 'Disconnected'}
            </span>
            {onKick && !isMe && !player.is_host && (
              <button type="button" className="btn btn--ghost btn--small mp-player__kick" onClick={() => onKick(player)} aria-label={`Remove ${player.name}`}>
                Remove
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
