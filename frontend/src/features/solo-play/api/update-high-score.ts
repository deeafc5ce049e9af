import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export type HighScoreResult = ApiSchemas['HighScoreOutput'];

export async function updateHighScore(quizId: number, score: number): Promise<HighScoreResult> {
  const { data } = await api.post<HighScoreResult>('/api/update-high-score/', { quiz_id: quizId, score });
  return data;
}
