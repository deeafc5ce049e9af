import { api } from '@/lib/api-client';
import type { Question } from '@/types/api';

export interface GeneratedQuestions {
  questions: Question[];
  message?: string;
}

/** Generates questions from text and waits for them (the jobs API reports progress instead). */
export async function generateQuestions(input: { text: string; numQuestions: number }): Promise<GeneratedQuestions> {
  const { data } = await api.post<GeneratedQuestions>('/api/generate-questions/', {
    text: input.text,
    num_questions: input.numQuestions,
  });
  return data;
}
