import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export type SharedQuizSaved = ApiSchemas['SharedQuizSavedOutput'];

export async function saveSharedQuiz(shareToken: string): Promise<SharedQuizSaved> {
  const { data } = await api.post<SharedQuizSaved>('/api/save-shared-quiz/', { share_token: shareToken });
  return data;
}
