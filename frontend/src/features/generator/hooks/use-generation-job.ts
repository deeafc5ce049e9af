import { useCallback, useEffect, useRef, useState } from 'react';

import { createGenerationJob, type CreateGenerationJobInput } from '@/features/generator/api/create-generation-job';
import { getGenerationJob } from '@/features/generator/api/get-generation-job';
import { JOB_POLL_MS } from '@/features/generator/constants';
import type { GenerationJob, GenerationProgress } from '@/features/generator/types';

const FINISHED = new Set(['done', 'failed']);

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function clampFraction(value: unknown): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.min(1, Math.max(0, number));
}

/**
 * Runs one generation job: creates it with the document, polls it until it is done or failed,
 * and reports its stage and progress. Leaving the screen (or cancel) stops the polling.
 */
export function useGenerationJob() {
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setProgress(null);
  }, []);

  useEffect(() => () => controllerRef.current?.abort(), []);

  /**
   * Resolves with the finished job, or with null when cancelled. Rejects with the request error
   * when the server refuses the job or a poll fails.
   */
  const run = useCallback(async (input: CreateGenerationJobInput): Promise<GenerationJob | null> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    setProgress({ stage: 'uploading', fraction: 0 });
    try {
      const { id } = await createGenerationJob(input, { signal });
      setProgress({ stage: 'queued', fraction: 0 });
      for (;;) {
        await wait(JOB_POLL_MS, signal);
        const job = await getGenerationJob(id, { signal });
        if (signal.aborted) return null;
        setProgress({ stage: job.status, fraction: clampFraction(job.progress) });
        if (FINISHED.has(job.status)) return job;
      }
    } catch (error) {
      if (signal.aborted) return null;
      throw error;
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setProgress(null);
      }
    }
  }, []);

  return { progress, run, cancel };
}
