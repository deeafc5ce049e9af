import { useEffect, useState } from 'react';

import { useAuth } from '@/lib/auth';

import { getMyRooms } from '@/features/multiplayer/api/rooms';
import { playerSessions, type PlayerSession } from '@/features/multiplayer/lib/player-session';
import { HOST_DEFAULT_NAME } from '@/features/multiplayer/lib/rules';

const HOST_SESSION: PlayerSession = { role: 'host', name: HOST_DEFAULT_NAME };

export type RoomSession = { session: PlayerSession | null; resolving: boolean };

/**
 * This device's place in room `code`: the host when the signed-in account owns the running room (from any
 * tab or browser, CONTRACT §7), else the player whose token this device keeps, else none (the join form).
 */
export function useRoomSession(code: string): RoomSession {
  const { isLoggedIn, checking } = useAuth();
  const [stored] = useState(() => playerSessions.get(code));
  const [owner, setOwner] = useState<boolean | null>(stored?.role === 'host' ? true : null);

  useEffect(() => {
    if (checking || owner !== null) return;
    if (!isLoggedIn) {
      setOwner(false);
      return;
    }
    let current = true;
    getMyRooms()
      .then((rooms) => {
        const mine = rooms.some((room) => room.code.toUpperCase() === code);
        if (mine) playerSessions.set(code, { role: 'host', name: HOST_DEFAULT_NAME });
        if (current) setOwner(mine);
      })
      .catch(() => current && setOwner(false));
    return () => {
      current = false;
    };
  }, [checking, isLoggedIn, code, owner]);

  if (owner === null) return { session: stored, resolving: true };
  if (owner) return { session: stored?.role === 'host' ? stored : HOST_SESSION, resolving: false };
  return { session: stored?.role === 'player' ? stored : null, resolving: false };
}
