/** A player's own review of a stored game: the questions it missed, read with its player token (no account). */
import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export type PlayerReview = ApiSchemas['ReviewOutput'];

export async function getPlayerReview(playerToken: string): Promise<PlayerReview> {
  const { data } = await api.get<PlayerReview>(`/api/multiplayer/review/${encodeURIComponent(playerToken)}/`);
  return data;
}

/** Puts the questions this player missed into the signed-in user's spaced review; answers how many. */
export async function queuePlayerMisses(playerToken: string): Promise<number> {
  const { data } = await api.post<{ queued: number }>(`/api/multiplayer/review/${encodeURIComponent(playerToken)}/queue/`);
  return data.queued;
}
