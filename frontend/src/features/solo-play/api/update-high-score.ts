import { api } from '@/lib/api-client';

export interface HighScoreResult {
  high_score: number;
  is_new_high_score: boolean;
}

export async function updateHighScore(quizId: number, score: number): Promise<HighScoreResult> {
  const { data } = await api.post<HighScoreResult>('/api/update-high-score/', { quiz_id: quizId, score });
  return data;
}
