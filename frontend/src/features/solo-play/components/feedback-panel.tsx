import { useEffect, useRef } from 'react';

import { AnswerSource } from '@/components/answer-source/answer-source';
import type { Question } from '@/types/api';

interface FeedbackPanelProps {
  question: Question;
  selected: string | null;
  isLastQuestion: boolean;
  onNext: () => void;
}

/** After an answer (or a revealed one): verdict, the right answer, why, and where it comes from. */
export function FeedbackPanel({ question, selected, isLastQuestion, onNext }: FeedbackPanelProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // On a phone the panel opens below the fold: bring its button into view and focus it for Enter.
    nextRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    nextRef.current?.focus({ preventScroll: true });
  }, []);

  const correct = selected === question.correct_answer;
  const heading = selected === null ? "Time's Up!" : correct ? 'Correct!' : 'Incorrect!';
  const tone = correct ? 'solo-feedback--correct' : 'solo-feedback--incorrect';
  return (
    <section className={`solo-feedback ${tone}`} aria-live="polite">
      <h3 className="solo-feedback__title">{heading}</h3>
      {!correct && (
        <p className="solo-feedback__answer">
          The correct answer is: <strong dir="auto">{question.correct_answer}</strong>
        </p>
      )}
      <AnswerSource answer={question.correct_answer} explanation={question.explanation} source={question.source} />
      <button ref={nextRef} type="button" className="btn btn--primary btn--large solo-feedback__next" onClick={onNext}>
        {isLastQuestion ? 'See Results' : 'Next Question'}
      </button>
    </section>
  );
}
