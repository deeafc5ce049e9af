import { useCallback, useEffect, useRef, useState } from 'react';

import { cancelGenerationJob } from '@/features/generator/api/cancel-generation-job';
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

function waitingSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
}

/**
 * Runs one generation job: creates it with the document, polls it until it is done or failed,
 * and reports its stage and progress. `cancelJob` asks the server to stop the job, which then
 * finishes with the questions it found; leaving the screen stops the polling and asks the same.
 */
export function useGenerationJob() {
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const jobIdRef = useRef<string | null>(null);
  const stoppingRef = useRef(false);

  /** Resolves once the server took the request; the polling goes on until the job has finished. */
  const cancelJob = useCallback(async () => {
    const id = jobIdRef.current;
    if (!id || stoppingRef.current) return;
    stoppingRef.current = true;
    setProgress((current) => current && { ...current, stopping: true });
    try {
      await cancelGenerationJob(id);
    } catch (error) {
      stoppingRef.current = false;
      setProgress((current) => current && { ...current, stopping: false });
      throw error;
    }
  }, []);

  useEffect(
    () => () => {
      // Nobody will see this job's result: the server is asked to stop it (a failure changes nothing here).
      const id = jobIdRef.current;
      controllerRef.current?.abort();
      if (id) cancelGenerationJob(id).catch(() => undefined);
    },
    [],
  );

  /**
   * Resolves with the finished job, or with null when the screen went away. Rejects with the request error
   * when the server refuses the job or a poll fails.
   */
  const run = useCallback(async (input: CreateGenerationJobInput): Promise<GenerationJob | null> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    jobIdRef.current = null;
    stoppingRef.current = false;
    setProgress({ stage: 'uploading', fraction: 0, waitingSeconds: null, stopping: false });
    try {
      const { id } = await createGenerationJob(input, { signal });
      jobIdRef.current = id;
      setProgress({ stage: 'queued', fraction: 0, waitingSeconds: null, stopping: stoppingRef.current });
      for (;;) {
        await wait(JOB_POLL_MS, signal);
        const job = await getGenerationJob(id, { signal });
        if (signal.aborted) return null;
        setProgress({
          stage: job.status,
          fraction: clampFraction(job.progress),
          waitingSeconds: waitingSeconds(job.waiting_seconds),
          stopping: stoppingRef.current || !!job.cancel_requested,
        });
        if (FINISHED.has(job.status)) return job;
      }
    } catch (error) {
      if (signal.aborted) return null;
      throw error;
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        jobIdRef.current = null;
        setProgress(null);
      }
    }
  }, []);

  return { progress, run, cancelJob };
}
