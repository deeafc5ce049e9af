import './answer-source.css';

import { useId } from 'react';

import { keyInPassage } from '@/components/answer-source/key-in-passage';

interface AnswerSourceProps {
  /** The right answer, marked where the passage says it. */
  answer: string;
  explanation?: string | null;
  /** The document's own words; a quiz typed by hand has none. */
  source?: string | null;
  /** 'wall': the projector's size, read from the back of a room. */
  size?: 'normal' | 'wall';
  className?: string;
}

/**
 * "Where it says that": why the answer is right, and the passage of the document it comes from with the
 * answer marked. Shown after a question in solo play, on the live game's projector and phones, and in
 * the reports and reviews. Nothing when the question has neither.
 */
export function AnswerSource({ answer, explanation, source, size = 'normal', className = '' }: AnswerSourceProps) {
  const captionId = useId();
  if (!explanation && !source) return null;
  return (
    <div className={`answer-source answer-source--${size} ${className}`.trim()}>
      {explanation && (
        <p className="answer-source__explanation" dir="auto">
          {explanation}
        </p>
      )}
      {source && (
        <figure className="answer-source__quote" aria-labelledby={captionId}>
          <figcaption id={captionId}>Where it says that</figcaption>
          <blockquote dir="auto">
            {keyInPassage(source, answer).map((part, index) =>
              part.key ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
            )}
          </blockquote>
        </figure>
      )}
    </div>
  );
}
