import { api } from '@/lib/api-client';
import type { SavedQuiz } from '@/types/api';

export async function getSavedQuizzes(): Promise<SavedQuiz[]> {
  const { data } = await api.get<{ quizzes: SavedQuiz[] }>('/api/saved-quizzes/');
  return data.quizzes;
}
