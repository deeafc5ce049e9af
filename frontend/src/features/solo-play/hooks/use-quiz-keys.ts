import { useEffect, useLayoutEffect, useRef } from 'react';

import type { SoloQuiz } from '@/features/solo-play/hooks/use-solo-quiz';

const LETTERS = 'abcdef';

/** Keys that buttons and fields already answer to themselves; the game leaves those alone. */
function ownedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return (key === 'Enter' || key === ' ') && !!target.closest('button, a[href]');
}

/** The choice a key picks: 1-6 or A-F. */
export function choiceIndexForKey(key: string): number | null {
  if (/^[1-6]$/.test(key)) return Number(key) - 1;
  const letter = LETTERS.indexOf(key.toLowerCase());
  return key.length === 1 && letter >= 0 ? letter : null;
}

/** 1-6 / A-F answer, Enter or Space go on, P or Escape pause and resume. */
export function useQuizKeys(quiz: SoloQuiz, enabled: boolean) {
  // The listener stays bound for the whole game and reads the latest state through this ref.
  const latest = useRef(quiz);
  useLayoutEffect(() => {
    latest.current = quiz;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (ownedByControl(event.target, event.key)) return;
      const game = latest.current;
      const { state, question } = game;
      if (state.phase === 'finished') return;

      if (event.key === 'Escape' || event.key.toLowerCase() === 'p') {
        event.preventDefault();
        if (state.paused) game.resume();
        else game.pause();
        return;
      }
      if (state.paused) return;

      if (event.key === 'Enter' || event.key === ' ') {
        if (state.phase === 'feedback') {
          event.preventDefault();
          game.next();
        }
        return;
      }
      const index = choiceIndexForKey(event.key);
      if (index !== null && state.phase === 'answering' && question && index < question.choices.length) {
        event.preventDefault();
        game.answer(question.choices[index]);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
