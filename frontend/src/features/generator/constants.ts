/** Generator rules from the spec (§5, §6, §9). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.txt'] as const;

/** The count presets and the custom input's range are the screen's (spec §9); what a plan allows is the server's. */
export const COUNT_PRESETS = [5, 7, 10, 15, 20] as const;
export const CUSTOM_COUNT_MIN = 1;
export const CUSTOM_COUNT_MAX = 30;

export const JOB_POLL_MS = 700;
/** A call to the AI server this slow is shown as a wait, with its seconds. */
export const SLOW_CALL_SECONDS = 5;

export const MESSAGES = {
  unsupportedFile: 'Please upload a supported file type (PDF, DOC, DOCX, PPT, PPTX, or TXT)',
  noFile: 'Please select a file.',
  countOutOfRange: (min: number, max: number) => `Please select between ${min} and ${max} questions.`,
  freeGenerateLimit: 'Free users can only create 1 quiz. Please upgrade for more.',
  noQuestions: 'Failed to generate questions: No questions received.',
  generated: 'Successfully generated questions.',
  unknownError: 'Unknown error',
  freeSaveLimit: 'Free users can only save one quiz. Please upgrade to premium.',
  saveFailed: 'Failed to save quiz. Please try again.',
  waitingForAi: (seconds: number) => `Waiting for the AI server (${seconds} s)`,
  stopping: 'Stopping, keeping the questions written so far...',
} as const;

export const STAGE_LABELS = {
  uploading: 'Uploading your document...',
  queued: 'Waiting to start...',
  extracting: 'Reading your document...',
  generating: 'Writing questions...',
  done: 'Finishing up...',
  failed: 'Generation failed',
} as const;

/** Used when a file name has nothing left once its extension is removed. */
export const FALLBACK_TITLE = 'Untitled Quiz';
export const MAX_TITLE_LENGTH = 200;
