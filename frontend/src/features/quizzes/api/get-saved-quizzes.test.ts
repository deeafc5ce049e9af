import { afterEach, describe, expect, it } from 'vitest';

import { getSavedQuizzes } from '@/features/quizzes/api/get-saved-quizzes';
import { api } from '@/lib/api-client';
import type { SavedQuiz } from '@/types/api';

const original = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = original;
});

function quiz(id: number): SavedQuiz {
  return { quiz_id: id, id, title: `Quiz ${id}`, questions: [], question_count: 0, saved_at: '2026-01-01T00:00:00Z', high_score: 0 };
}

describe('getSavedQuizzes', () => {
  it('follows next_offset until the whole collection is loaded', async () => {
    const offsets: unknown[] = [];
    api.defaults.adapter = async (config) => {
      const offset = (config.params as { offset?: number } | undefined)?.offset ?? 0;
      offsets.push(offset);
      const body =
        offset === 0
          ? { quizzes: [quiz(1), quiz(2)], next_offset: 2 }
          : { quizzes: [quiz(3)], next_offset: null };
      return { data: body, status: 200, statusText: 'OK', headers: {}, config };
    };

    const quizzes = await getSavedQuizzes();

    expect(quizzes.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(offsets).toEqual([0, 2]);
  });
});
