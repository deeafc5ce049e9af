import { api } from '@/lib/api-client';

export async function deleteQuiz(quizId: number): Promise<void> {
  await api.delete('/api/delete-quiz/', { params: { quiz_id: quizId } });
}
