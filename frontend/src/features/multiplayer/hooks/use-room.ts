import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';

import { leaveGame, useGame } from '@/features/multiplayer/hooks/use-game';
import { playerSessions } from '@/features/multiplayer/lib/player-session';
import { normalizeRoomCode } from '@/features/multiplayer/lib/rules';

/** The room of the address, this tab's place in it, its live game, and leaving it for good. */
export function useRoom() {
  const { roomCode = '' } = useParams();
  const code = normalizeRoomCode(roomCode);
  const session = useMemo(() => playerSessions.get(code), [code]);
  const { state, store } = useGame(code, session);
  const leave = useCallback(() => {
    leaveGame(code);
    playerSessions.clear(code);
  }, [code]);
  return { code, session, state, store, leave };
}
