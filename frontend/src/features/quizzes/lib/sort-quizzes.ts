import type { SavedQuiz } from '@/types/api';

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'most-questions', label: 'Most Questions' },
  { value: 'least-questions', label: 'Least Questions' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
] as const;

export type QuizSortOrder = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: QuizSortOrder = 'newest';

const savedTime = (quiz: SavedQuiz) => new Date(quiz.saved_at).getTime() || 0;
const byName = (a: SavedQuiz, b: SavedQuiz) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true });
const newestFirst = (a: SavedQuiz, b: SavedQuiz) => savedTime(b) - savedTime(a) || b.id - a.id;

const COMPARATORS: Record<QuizSortOrder, (a: SavedQuiz, b: SavedQuiz) => number> = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  'most-questions': (a, b) => b.question_count - a.question_count || newestFirst(a, b),
  'least-questions': (a, b) => a.question_count - b.question_count || newestFirst(a, b),
  'name-asc': (a, b) => byName(a, b) || newestFirst(a, b),
  'name-desc': (a, b) => byName(b, a) || newestFirst(a, b),
};

/** A sorted copy; ties fall back to the newest first so the order never jumps around. */
export function sortQuizzes(quizzes: readonly SavedQuiz[], order: QuizSortOrder): SavedQuiz[] {
  return [...quizzes].sort(COMPARATORS[order]);
}

export function isQuizSortOrder(value: string): value is QuizSortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}
