/** The host's stored games (results of finished rooms). */
import { api } from '@/lib/api-client';
import type { GameDetail, GameSummary } from '@/features/multiplayer/types';

const gamePath = (id: string) => `/api/multiplayer/games/${encodeURIComponent(id)}/`;

export async function getGames(): Promise<GameSummary[]> {
  const { data } = await api.get<{ games: GameSummary[] }>('/api/multiplayer/games/');
  return data.games;
}

export async function getGame(id: string): Promise<GameDetail> {
  const { data } = await api.get<GameDetail>(gamePath(id));
  return data;
}

export async function getGameCsv(id: string): Promise<Blob> {
  const { data } = await api.get<Blob>(`${gamePath(id)}csv/`, { responseType: 'blob' });
  return data;
}
