/** The signed-in user's review queue (CONTRACT §7): missed questions in, due ones out, answers reschedule them. */
import { api } from '@/lib/api-client';
import type { ApiSchemas, Question } from '@/types/api';

export type ReviewDue = ApiSchemas['ReviewDueOutput'];
export type ReviewItem = ApiSchemas['ReviewItemOutput'];

export async function recordMisses(questions: Question[]): Promise<void> {
  await api.post('/api/reviews/misses/', { questions });
}

export async function getReviewDue(): Promise<ReviewDue> {
  const { data } = await api.get<ReviewDue>('/api/reviews/due/');
  return data;
}

export async function answerReview(itemId: number, correct: boolean): Promise<void> {
  await api.post(`/api/reviews/${itemId}/answer/`, { correct });
}
