import { api } from '@/lib/api-client';
import type { Question, SavedQuiz } from '@/types/api';

export interface SaveQuizInput {
  title: string;
  questions: Question[];
}

export async function saveQuiz(input: SaveQuizInput): Promise<SavedQuiz & { quiz_id: number }> {
  const { data } = await api.post<SavedQuiz & { quiz_id: number }>('/api/save-quiz/', input);
  return data;
}
