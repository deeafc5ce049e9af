import { useCallback, useEffect, useRef, useState } from 'react';

import { getBestScore } from '@/features/solo-play/api/get-user-quiz-scores';
import { updateHighScore } from '@/features/solo-play/api/update-high-score';

/**
 * The best score to beat in this play, read when the screen opens, and recording a finished score.
 * `previousBest` stays fixed during a play (so the badge does not vanish once the new score is stored);
 * `beginRun` moves it up to the best so far before the next play.
 */
export function useHighScore(initialQuizId: number | null) {
  const [quizIdAtStart] = useState(initialQuizId);
  const [previousBest, setPreviousBest] = useState(0);
  const bestSoFar = useRef(0);

  useEffect(() => {
    if (quizIdAtStart === null) return;
    let cancelled = false;
    getBestScore(quizIdAtStart)
      .then((best) => {
        if (cancelled) return;
        bestSoFar.current = Math.max(bestSoFar.current, best);
        setPreviousBest(best);
      })
      .catch(() => {
        /* no best score known: nothing to beat */
      });
    return () => {
      cancelled = true;
    };
  }, [quizIdAtStart]);

  const record = useCallback(async (score: number, quizId: number | null) => {
    bestSoFar.current = Math.max(bestSoFar.current, score);
    if (quizId === null) return;
    try {
      const result = await updateHighScore(quizId, score);
      bestSoFar.current = Math.max(bestSoFar.current, result.high_score);
    } catch {
      /* the score stays on screen; the stored best is simply not raised */
    }
  }, []);

  const beginRun = useCallback(() => setPreviousBest(bestSoFar.current), []);

  return { previousBest, record, beginRun };
}
