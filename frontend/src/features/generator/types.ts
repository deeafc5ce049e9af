import type { Question } from '@/types/api';

/** Where a generation job is on the server. */
export type GenerationJobStatus = 'queued' | 'extracting' | 'generating' | 'done' | 'failed';

export type GenerationJobId = string | number;

export interface GenerationJob {
  status: GenerationJobStatus;
  /** 0..1 */
  progress: number;
  questions: Question[] | null;
  error: string | null;
  message?: string | null;
}

/** What the screen shows while a job runs: the upload itself comes before the server's stages. */
export type GenerationStage = 'uploading' | GenerationJobStatus;

export interface GenerationProgress {
  stage: GenerationStage;
  /** 0..1 */
  fraction: number;
}

/** A generated quiz kept in memory until the user saves or plays it. */
export interface GeneratedQuiz {
  title: string;
  questions: Question[];
}

/** Quiz persistence the route hands to the screen, so this feature stays independent of others. */
export interface QuizStore {
  saveQuiz: (input: GeneratedQuiz) => Promise<{ quiz_id: number }>;
  updateQuiz: (id: number, input: GeneratedQuiz) => Promise<unknown>;
}
