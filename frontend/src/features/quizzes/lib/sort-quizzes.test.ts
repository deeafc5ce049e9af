import { describe, expect, it } from 'vitest';

import type { SavedQuiz } from '@/types/api';

import { DEFAULT_SORT, SORT_OPTIONS, sortQuizzes } from '@/features/quizzes/lib/sort-quizzes';

const quiz = (id: number, title: string, count: number, savedAt: string): SavedQuiz => ({
  quiz_id: id,
  id,
  title,
  questions: [],
  question_count: count,
  saved_at: savedAt,
  high_score: 0,
});

const QUIZZES = [
  quiz(1, 'biology basics', 10, '2025-01-05T10:00:00Z'),
  quiz(2, 'Algebra', 5, '2025-03-01T10:00:00Z'),
  quiz(3, 'Chemistry', 20, '2024-12-24T10:00:00Z'),
  quiz(4, 'algebra 2', 5, '2025-02-10T10:00:00Z'),
];

const titles = (list: SavedQuiz[]) => list.map((q) => q.title);

describe('sortQuizzes', () => {
  it('offers the six orders with Newest First as the default', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest First',
      'Oldest First',
      'Most Questions',
      'Least Questions',
      'Name A-Z',
      'Name Z-A',
    ]);
    expect(DEFAULT_SORT).toBe('newest');
  });

  it('sorts by saved date', () => {
    expect(titles(sortQuizzes(QUIZZES, 'newest'))).toEqual(['Algebra', 'algebra 2', 'biology basics', 'Chemistry']);
    expect(titles(sortQuizzes(QUIZZES, 'oldest'))).toEqual(['Chemistry', 'biology basics', 'algebra 2', 'Algebra']);
  });

  it('sorts by question count, newest first among equals', () => {
    expect(titles(sortQuizzes(QUIZZES, 'most-questions'))).toEqual(['Chemistry', 'biology basics', 'Algebra', 'algebra 2']);
    expect(titles(sortQuizzes(QUIZZES, 'least-questions'))).toEqual(['Algebra', 'algebra 2', 'biology basics', 'Chemistry']);
  });

  it('sorts by name ignoring case', () => {
    expect(titles(sortQuizzes(QUIZZES, 'name-asc'))).toEqual(['Algebra', 'algebra 2', 'biology basics', 'Chemistry']);
    expect(titles(sortQuizzes(QUIZZES, 'name-desc'))).toEqual(['Chemistry', 'biology basics', 'algebra 2', 'Algebra']);
  });

  it('leaves the given list alone', () => {
    const copy = [...QUIZZES];
    sortQuizzes(QUIZZES, 'name-desc');
    expect(QUIZZES).toEqual(copy);
  });
});
