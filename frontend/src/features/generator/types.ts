import type { ApiSchemas, Question } from '@/types/api';

/** A generation job as the server reports it (progress 0..1). */
export type GenerationJob = ApiSchemas['GenerationJob'];
/** Where a generation job is on the server. */
export type GenerationJobStatus = GenerationJob['status'];
export type GenerationJobId = GenerationJob['id'];

/** What the screen shows while a job runs: the upload itself comes before the server's stages. */
export type GenerationStage = 'uploading' | GenerationJobStatus;

export interface GenerationProgress {
  stage: GenerationStage;
  /** 0..1 */
  fraction: number;
  /** How long the AI server has kept the job waiting for its current answer, in seconds; null when it is not. */
  waitingSeconds: number | null;
  /** The teacher asked the job to stop; it is finishing with what it found. */
  stopping: boolean;
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
