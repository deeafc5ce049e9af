import { api } from '@/lib/api-client';
import type { Question, SavedQuiz } from '@/types/api';

export async function updateQuiz(id: number, input: { title?: string; questions?: Question[] }): Promise<SavedQuiz> {
  const { data } = await api.patch<SavedQuiz>(`/api/update-quiz/${id}/`, input);
  return data;
}
