/**
 * The screens' handle on a room's live game. One store per room code for the whole tab: the lobby and
 * the play screen share its connection, which closes a moment after no screen uses it any more (or at
 * once when the player leaves).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

import { storage } from '@/lib/storage';

import { gameSocketUrl } from '@/features/multiplayer/lib/game-socket';
import type { GameState } from '@/features/multiplayer/lib/game-state';
import { GameStore } from '@/features/multiplayer/lib/game-store';
import type { PlayerSession } from '@/features/multiplayer/lib/player-session';
import type { JoinCredentials } from '@/features/multiplayer/types';

/** Long enough for the next screen to pick the connection up. */
const RELEASE_DELAY_MS = 2000;

interface Entry {
  store: GameStore;
  users: number;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

const entries = new Map<string, Entry>();

function credentialsFor(session: PlayerSession): JoinCredentials {
  if (session.role === 'host') return { name: session.name, token: storage.getAccessToken() ?? '' };
  return { name: session.name, player_token: session.playerToken };
}

async function renewHostToken(): Promise<boolean> {
  const { sharedRefresh } = await import('@/lib/api-client');
  await sharedRefresh();
  return true;
}

function acquire(code: string, session: PlayerSession): GameStore {
  let entry = entries.get(code);
  if (!entry) {
    const store = new GameStore({
      url: gameSocketUrl(code),
      credentials: () => credentialsFor(session),
      renewCredentials: session.role === 'host' ? renewHostToken : undefined,
    });
    entry = { store, users: 0, releaseTimer: null };
    entries.set(code, entry);
    store.connect();
  }
  if (entry.releaseTimer) clearTimeout(entry.releaseTimer);
  entry.releaseTimer = null;
  entry.users += 1;
  return entry.store;
}

function release(code: string, store: GameStore): void {
  const entry = entries.get(code);
  if (!entry || entry.store !== store) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.releaseTimer = setTimeout(() => {
    if (entries.get(code) !== entry || entry.users > 0) return;
    entries.delete(code);
    store.leave();
  }, RELEASE_DELAY_MS);
}

/** Closes the room's connection now (the player leaves or the game is over for it). */
export function leaveGame(code: string): void {
  const entry = entries.get(code);
  if (!entry) return;
  entries.delete(code);
  if (entry.releaseTimer) clearTimeout(entry.releaseTimer);
  entry.store.leave();
}

/** For tests: forgets every connection. */
export function resetGames(): void {
  for (const code of Array.from(entries.keys())) leaveGame(code);
}

const idleState = (): GameState | null => null;
const noSubscribe = () => () => undefined;

export function useGame(code: string, session: PlayerSession | null): { state: GameState | null; store: GameStore | null } {
  const [store, setStore] = useState<GameStore | null>(null);
  const role = session?.role;
  useEffect(() => {
    if (!session) return;
    const acquired = acquire(code, session);
    setStore(acquired);
    return () => release(code, acquired);
    // The session is read once per code and role: its object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, role]);
  // Back online or back in front (a phone wakes the tab): try at once instead of waiting for the next retry.
  useEffect(() => {
    if (!store) return;
    const again = () => {
      if (document.visibilityState !== 'hidden') store.retryNow();
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [store]);
  const state = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getState ?? idleState);
  return { state, store };
}
