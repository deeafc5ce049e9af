import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';

import { leaveGame, useGame } from '@/features/multiplayer/hooks/use-game';
import { useRoomSession } from '@/features/multiplayer/hooks/use-room-session';
import { gameScreen } from '@/features/multiplayer/lib/game-screen';
import { playerSessions } from '@/features/multiplayer/lib/player-session';
import { normalizeRoomCode } from '@/features/multiplayer/lib/rules';

/** The room of the address, this device's place in it, its live game and screen, and leaving it for good. */
export function useRoom() {
  const { roomCode = '' } = useParams();
  const code = normalizeRoomCode(roomCode);
  const { session, resolving } = useRoomSession(code);
  const { state, store } = useGame(code, resolving ? null : session);
  const screen = useMemo(() => (state ? gameScreen(state) : null), [state]);
  const leave = useCallback(() => {
    leaveGame(code);
    playerSessions.clear(code);
  }, [code]);
  // A place that can never work again is forgotten, so the join link starts afresh.
  const end = screen?.end;
  useEffect(() => {
    if (end === 'kicked' || end === 'room_missing' || end === 'unauthorized') playerSessions.clear(code);
  }, [end, code]);
  // Let in by the host: the waiting token is now this device's player, kept as such.
  const joinedAs = state?.me?.playerId;
  useEffect(() => {
    if (session?.role === 'player' && session.playerId === null && joinedAs !== undefined) {
      playerSessions.set(code, { ...session, playerId: joinedAs });
    }
  }, [session, joinedAs, code]);
  return { code, session, resolving, state, store, screen, leave };
}
