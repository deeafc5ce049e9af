import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export type QuizQuestions = ApiSchemas['QuizQuestionsOutput'];

export async function fetchQuizQuestions(quizId: number): Promise<QuizQuestions> {
  const { data } = await api.get<QuizQuestions>('/api/fetch-quiz-questions/', { params: { quiz_id: quizId } });
  return data;
}
