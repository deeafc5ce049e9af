import { api } from '@/lib/api-client';
import type { ApiSchemas, Question } from '@/types/api';

/**
 * Another question from the document the quiz was generated from, none of `questionTexts` (the quiz's
 * questions as they stand, the one to replace among them).
 */
export async function replaceQuestion(questionTexts: string[]): Promise<Question> {
  const { data } = await api.post<ApiSchemas['QuestionReplacement']>('/api/replace-question/', {
    question_texts: questionTexts,
  });
  return data.question;
}
