import { useCallback, useEffect, useState } from 'react';

import type { SavedQuiz } from '@/types/api';

import { getSavedQuizzes } from '@/features/quizzes/api/get-saved-quizzes';

type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** The signed-in user's collection, loaded once `enabled`, with local updates after edits and deletes. */
export function useSavedQuizzes(enabled: boolean) {
  const [quizzes, setQuizzes] = useState<SavedQuiz[]>([]);
  const [status, setStatus] = useState<LoadState>('idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setStatus('loading');
    getSavedQuizzes()
      .then((list) => {
        if (cancelled) return;
        setQuizzes(list);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replaceQuiz = useCallback(
    (updated: SavedQuiz) => setQuizzes((list) => list.map((quiz) => (quiz.id === updated.id ? updated : quiz))),
    [],
  );
  const removeQuiz = useCallback((id: number) => setQuizzes((list) => list.filter((quiz) => quiz.id !== id)), []);

  return { quizzes, status, reload, replaceQuiz, removeQuiz };
}
