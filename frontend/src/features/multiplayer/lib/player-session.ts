/**
 * Who this device is in a room: the host (it signs in with its access token) or a player (its player
 * token). Kept in localStorage by room code (CONTRACT §7), so a reload, a new tab or a restarted browser on
 * the same device walks back in as the same player, with score and streak.
 */
import type { PlayerId } from '@/features/multiplayer/types';

export type PlayerSession =
  | { role: 'host'; name: string }
  | { role: 'player'; name: string; playerToken: string; playerId: PlayerId | null };

const PREFIX = 'quizforge.live.';
const DEVICE_KEY = 'quizforge.device';
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

/** Forgets places in rooms that have long expired, so storage does not fill up over a school year. */
function dropStale(now: number): void {
  try {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const name = localStorage.key(index);
      if (!name?.startsWith(PREFIX)) continue;
      const stored = read(name.slice(PREFIX.length));
      if (!stored || now - stored.savedAt > KEEP_MS) localStorage.removeItem(name);
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
    } catch {
      /* storage blocked: the game still works until the tab closes */
    }
  },
  clear(code: string): void {
    try {
      localStorage.removeItem(key(code));
    } catch {
      /* nothing kept */
    }
  },
};

/** A random name for this device, kept for good: the server bars a removed player's device by it. */
export function deviceToken(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const made = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return '';
  }
}
