import { api } from '@/lib/api-client';

/** Asks for the quiz's share link (the same link every time for one quiz). */
export async function shareQuiz(quizId: number): Promise<string> {
  const { data } = await api.post<{ share_link: string }>('/api/share-quiz/', { quiz_id: quizId });
  return data.share_link;
}
