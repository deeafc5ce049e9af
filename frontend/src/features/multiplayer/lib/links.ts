/** Addresses inside the live-game screens. */
import { paths } from '@/config/paths';

export function joinHref(code?: string): string {
  const base = paths.multiplayerJoin.getHref();
  return code ? `${base}?code=${encodeURIComponent(code)}` : base;
}

/** The join link a QR code carries: the whole address, so a phone's camera opens it. */
export function joinUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}${joinHref(code)}`;
}

/** The stored game's page when the server named it, else the host's list of games. */
export function resultsHref(gameId: number | string | null | undefined): string {
  return gameId === null || gameId === undefined ? paths.multiplayerGames.getHref() : paths.multiplayerGame.getHref(String(gameId));
}
