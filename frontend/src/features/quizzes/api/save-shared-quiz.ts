import { api } from '@/lib/api-client';

export interface SharedQuizSaved {
  quiz_id: number;
  already_saved: boolean;
  message: string;
}

export async function saveSharedQuiz(shareToken: string): Promise<SharedQuizSaved> {
  const { data } = await api.post<SharedQuizSaved>('/api/save-shared-quiz/', { share_token: shareToken });
  return data;
}
