import type { Question } from '@/types/api';

/** What /quiz is opened with (navigation state): `quizId` is absent for a quiz not saved yet. */
export interface SoloPlayState {
  quizId: number | null;
  title: string;
  questions: Question[];
}

function isQuestion(value: unknown): value is Question {
  if (!value || typeof value !== 'object') return false;
  const q = value as Partial<Question>;
  return (
    typeof q.question === 'string' &&
    Array.isArray(q.choices) &&
    q.choices.length >= 2 &&
    q.choices.every((choice) => typeof choice === 'string') &&
    typeof q.correct_answer === 'string'
  );
}

/** Reads the navigation state defensively: history can hand back anything, or nothing after a new tab. */
export function readSoloPlayState(state: unknown): SoloPlayState | null {
  if (!state || typeof state !== 'object') return null;
  const { quizId, title, questions } = state as Record<string, unknown>;
  if (!Array.isArray(questions) || questions.length === 0 || !questions.every(isQuestion)) return null;
  const id = typeof quizId === 'number' && Number.isFinite(quizId) ? quizId : Number(quizId);
  return {
    quizId: Number.isInteger(id) && id > 0 ? id : null,
    title: typeof title === 'string' && title.trim() ? title : 'Quiz',
    questions,
  };
}
