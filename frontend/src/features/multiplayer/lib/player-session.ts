/**
 * Who this tab is in a room: the host (it signs in with its access token) or a player (its player token).
 * Kept in sessionStorage by room code, so a reload or a dropped connection brings the same player back,
 * while another tab can join the same room as someone else.
 */
import type { PlayerId } from '@/features/multiplayer/types';

export type PlayerSession =
  | { role: 'host'; name: string }
  | { role: 'player'; name: string; playerToken: string; playerId: PlayerId };

const key = (code: string) => `quizforge.live.${code.toUpperCase()}`;

export const playerSessions = {
  get(code: string): PlayerSession | null {
    try {
      const raw = sessionStorage.getItem(key(code));
      return raw ? (JSON.parse(raw) as PlayerSession) : null;
    } catch {
      return null;
    }
  },
  set(code: string, session: PlayerSession): void {
    try {
      sessionStorage.setItem(key(code), JSON.stringify(session));
    } catch {
      /* storage blocked: the game still works until a reload */
    }
  },
  clear(code: string): void {
    try {
      sessionStorage.removeItem(key(code));
    } catch {
      /* nothing kept */
    }
  },
};
