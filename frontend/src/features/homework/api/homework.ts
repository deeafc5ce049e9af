/** Homework calls (CONTRACT §8). A pupil's token travels in request bodies, never in a URL. */
import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export type HomeworkSummary = ApiSchemas['HomeworkSummary'];
export type HomeworkProgress = ApiSchemas['HomeworkProgressOutput'];
export type HomeworkPublic = ApiSchemas['HomeworkPublicOutput'];
export type HomeworkJoin = ApiSchemas['HomeworkJoinOutput'];
export type HomeworkState = ApiSchemas['HomeworkStateOutput'];
export type HomeworkAnswer = ApiSchemas['HomeworkAnswerOutput'];

const base = (code: string) => `/api/homework/${encodeURIComponent(code)}/`;

export async function assignHomework(body: {
  quiz_id: number;
  due_at: string;
  time_per_question: number | null;
}): Promise<HomeworkSummary> {
  const { data } = await api.post<HomeworkSummary>('/api/homework/', body);
  return data;
}

export async function listHomework(): Promise<HomeworkSummary[]> {
  const { data } = await api.get<{ homework: HomeworkSummary[] }>('/api/homework/');
  return data.homework;
}

export async function getHomeworkProgress(code: string): Promise<HomeworkProgress> {
  const { data } = await api.get<HomeworkProgress>(`${base(code)}progress/`);
  return data;
}

export async function allowRejoin(code: string, requestId: number): Promise<void> {
  await api.post(`${base(code)}requests/${requestId}/allow/`);
}

export async function getHomework(code: string): Promise<HomeworkPublic> {
  const { data } = await api.get<HomeworkPublic>(base(code));
  return data;
}

export async function joinHomework(code: string, name: string, playerToken: string | null): Promise<HomeworkJoin> {
  const body = playerToken ? { name, player_token: playerToken } : { name };
  const { data } = await api.post<HomeworkJoin>(`${base(code)}join/`, body);
  return data;
}

export async function getPupilState(code: string, playerToken: string): Promise<HomeworkState> {
  const { data } = await api.post<HomeworkState>(`${base(code)}state/`, { player_token: playerToken });
  return data;
}

export async function answerQuestion(
  code: string,
  playerToken: string,
  questionIndex: number,
  answer: string,
): Promise<HomeworkAnswer> {
  const { data } = await api.post<HomeworkAnswer>(`${base(code)}answer/`, {
    player_token: playerToken,
    question_index: questionIndex,
    answer,
  });
  return data;
}
