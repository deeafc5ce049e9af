import { api } from '@/lib/api-client';
import type { Question } from '@/types/api';

export interface QuizQuestions {
  id: number;
  title: string;
  questions: Question[];
}

export async function fetchQuizQuestions(quizId: number): Promise<QuizQuestions> {
  const { data } = await api.get<QuizQuestions>('/api/fetch-quiz-questions/', { params: { quiz_id: quizId } });
  return data;
}
