import type { GenerationJob, GenerationJobId } from '@/features/generator/types';
import { api } from '@/lib/api-client';

/** Asks the server to stop a job; it stops at its next step and keeps the questions it found. */
export async function cancelGenerationJob(id: GenerationJobId): Promise<GenerationJob> {
  const { data } = await api.post<GenerationJob>(`/api/generation-jobs/${encodeURIComponent(id)}/cancel/`);
  return data;
}
