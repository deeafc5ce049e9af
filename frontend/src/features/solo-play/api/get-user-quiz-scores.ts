import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export type QuizScore = ApiSchemas['QuizScoreOutput'];

/** The user's best score on a saved quiz (the first item of the list the server answers). */
export async function getBestScore(quizId: number): Promise<number> {
  const { data } = await api.get<QuizScore[]>('/api/user-quiz-scores/', { params: { quiz_id: quizId } });
  return data[0]?.high_score ?? 0;
}
