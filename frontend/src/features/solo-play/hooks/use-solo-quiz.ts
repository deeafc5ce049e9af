import { useEffect, useMemo, useReducer } from 'react';

import type { Question } from '@/types/api';

import {
  initialSoloQuizState,
  isClockRunning,
  secondsLeft,
  soloQuizReducer,
  timerLevel,
} from '@/features/solo-play/lib/solo-quiz-reducer';

/** How often the clock advances; elapsed time is measured, so a late tick loses nothing. */
export const TICK_MS = 100;

/** The solo game: state from the reducer, driven by a clock that stops while paused. */
export function useSoloQuiz(questions: readonly Question[]) {
  const [state, dispatch] = useReducer(soloQuizReducer, questions, initialSoloQuizState);
  const running = isClockRunning(state);

  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    const timer = window.setInterval(() => {
      const now = Date.now();
      dispatch({ type: 'tick', elapsedMs: now - last });
      last = now;
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const actions = useMemo(
    () => ({
      answer: (choice: string) => dispatch({ type: 'answer', choice }),
      addTime: () => dispatch({ type: 'addTime' }),
      reveal: () => dispatch({ type: 'reveal' }),
      next: () => dispatch({ type: 'next' }),
      pause: () => dispatch({ type: 'pause' }),
      resume: () => dispatch({ type: 'resume' }),
      restart: () => dispatch({ type: 'restart' }),
    }),
    [],
  );

  const seconds = secondsLeft(state);
  const question = state.questions[state.index];
  return {
    state,
    question,
    total: state.questions.length,
    isLastQuestion: state.index === state.questions.length - 1,
    secondsLeft: seconds,
    timerLevel: timerLevel(seconds),
    ...actions,
  };
}

export type SoloQuiz = ReturnType<typeof useSoloQuiz>;
