import type { GenerationJob, GenerationJobId } from '@/features/generator/types';
import { api } from '@/lib/api-client';

export async function getGenerationJob(
  id: GenerationJobId,
  options: { signal?: AbortSignal } = {},
): Promise<GenerationJob> {
  const { data } = await api.get<GenerationJob>(`/api/generation-jobs/${encodeURIComponent(id)}/`, {
    signal: options.signal,
  });
  return data;
}
