import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { getMyRooms } from '@/features/multiplayer/api/rooms';
import type { MyRoom } from '@/features/multiplayer/types';

function where(room: MyRoom): string {
  if (room.status === 'lobby') return 'In the lobby';
  const index = room.question_index ?? -1;
  return index >= 0 ? `Question ${index + 1} of ${room.total_questions}` : 'Playing';
}

/** The hub's list of the signed-in owner's running rooms: one tap takes the host back to its game, from any tab. */
export function RunningRooms() {
  const [rooms, setRooms] = useState<MyRoom[]>([]);
  useEffect(() => {
    let current = true;
    getMyRooms()
      .then((list) => current && setRooms(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (rooms.length === 0) return null;
  return (
    <section className="card mp-running" aria-labelledby="mp-running-title">
      <h2 id="mp-running-title" className="card__title">
        Your running games
      </h2>
      <ul className="list-reset mp-running__list">
        {rooms.map((room) => {
          const href = room.status === 'lobby' ? paths.multiplayerLobby.getHref(room.code) : paths.multiplayerPlay.getHref(room.code);
          const players = typeof room.players === 'number' ? ` · ${room.players} ${room.players === 1 ? 'player' : 'players'}` : '';
          return (
            <li key={room.code} className="mp-running__room">
              <span className="mp-running__what">
                <strong>{room.quiz.title}</strong>
                <span className="muted text-small">
                  Room {room.code} · {where(room)}
                  {players}
                </span>
              </span>
              <Link className="btn btn--primary" to={href} aria-label={`Resume ${room.quiz.title} (room ${room.code})`}>
                Resume
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
