import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export interface CreateGenerationJobInput {
  file: File;
  numQuestions: number;
}

/** Starts generating questions from a document; the server answers at once with the job's id. */
export async function createGenerationJob(
  { file, numQuestions }: CreateGenerationJobInput,
  options: { signal?: AbortSignal } = {},
): Promise<ApiSchemas['GenerationJobCreated']> {
  const body = new FormData();
  body.append('file', file);
  body.append('num_questions', String(numQuestions));
  const { data } = await api.post<ApiSchemas['GenerationJobCreated']>('/api/generation-jobs/', body, { signal: options.signal });
  return data;
}
