/**
 * Who this device is in a room: the host (it signs in with its access token) or a player (its player
 * token). Kept in localStorage by room code (CONTRACT §7), so a reload, a new tab or a restarted browser on
 * the same device walks back in as the same player, with score and streak. The last player token of a room
 * outlives the place: joining that room again sends it, so the server knows the device (its own player
 * back, or, for a device the host removed, a request the host must allow).
 */
import type { PlayerId } from '@/features/multiplayer/types';

export type PlayerSession =
  | { role: 'host'; name: string }
  | { role: 'player'; name: string; playerToken: string; playerId: PlayerId | null };

const PREFIX = 'quizforge.live.';
/** The last player token this device had in a room, kept after the place is given up (kicked, left). */
const LAST_PREFIX = 'quizforge.livetoken.';
/** A room lives at most 2 hours idle (CONTRACT §7): older places are dropped when a new one is kept. */
const KEEP_MS = 24 * 60 * 60 * 1000;

const key = (code: string) => `${PREFIX}${code.toUpperCase()}`;

interface Stored {
  session: PlayerSession;
  savedAt: number;
}

function isSession(value: unknown): value is PlayerSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Record<string, unknown>;
  if (typeof session.name !== 'string') return false;
  if (session.role === 'host') return true;
  return session.role === 'player' && typeof session.playerToken === 'string' && session.playerToken !== '';
}

function read(code: string): Stored | null {
  try {
    const raw = localStorage.getItem(key(code));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    return isSession(parsed.session) ? { session: parsed.session, savedAt: Number(parsed.savedAt) || 0 } : null;
  } catch {
    return null;
  }
}

function readLast(code: string): { token: string; savedAt: number } | null {
  try {
    const raw = localStorage.getItem(`${LAST_PREFIX}${code.toUpperCase()}`);
    const parsed = raw ? (JSON.parse(raw) as { token?: unknown; savedAt?: unknown }) : null;
    return parsed && typeof parsed.token === 'string' ? { token: parsed.token, savedAt: Number(parsed.savedAt) || 0 } : null;
  } catch {
    return null;
  }
}

/** Forgets places in rooms that have long expired, so storage does not fill up over a school year. */
function dropStale(now: number): void {
  try {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const name = localStorage.key(index);
      let savedAt: number | null = null;
      if (name?.startsWith(PREFIX)) savedAt = read(name.slice(PREFIX.length))?.savedAt ?? 0;
      else if (name?.startsWith(LAST_PREFIX)) savedAt = readLast(name.slice(LAST_PREFIX.length))?.savedAt ?? 0;
      if (name && savedAt !== null && now - savedAt > KEEP_MS) localStorage.removeItem(name);
    }
  } catch {
    /* storage blocked */
  }
}

export const playerSessions = {
  get(code: string): PlayerSession | null {
    return read(code)?.session ?? null;
  },
  set(code: string, session: PlayerSession, now: number = Date.now()): void {
    dropStale(now);
    try {
      localStorage.setItem(key(code), JSON.stringify({ session, savedAt: now } satisfies Stored));
      // A token still waiting for the host is not yet this device's player: the last real one stays.
      if (session.role === 'player' && session.playerId !== null) {
        localStorage.setItem(`${LAST_PREFIX}${code.toUpperCase()}`, JSON.stringify({ token: session.playerToken, savedAt: now }));
      }
    } catch {
      /* storage blocked: the game still works until the tab closes */
    }
  },
  /** The player token this device last had in room `code`, even after its place there ended. */
  lastToken(code: string): string | null {
    return readLast(code)?.token ?? null;
  },
  clear(code: string): void {
    try {
      localStorage.removeItem(key(code));
    } catch {
      /* nothing kept */
    }
  },
};

