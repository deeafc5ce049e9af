import { useId, useState } from 'react';

import type { Question } from '@/types/api';

function QuestionPreview({ question, index }: { question: Question; index: number }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hasDetails = !!(question.explanation || question.source);

  return (
    <li className="question-preview">
      <p className="question-preview__text">
        <span className="question-preview__number">{index + 1}.</span> {question.question}
      </p>
      <ul className="question-preview__choices">
        {question.choices.map((choice, choiceIndex) => (
          <li key={choiceIndex} className="question-preview__choice">
            <span className="choice__letter" aria-hidden="true">
              {String.fromCharCode(65 + choiceIndex)}
            </span>
            {choice}
          </li>
        ))}
      </ul>
      {hasDetails && (
        <>
          <button
            type="button"
            className="btn btn--ghost question-preview__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide explanation' : 'Show explanation'}
          </button>
          <div id={detailsId} className="question-preview__details" hidden={!open}>
            <p>
              <strong>Answer:</strong> {question.correct_answer}
            </p>
            {question.explanation && (
              <p>
                <strong>Explanation:</strong> {question.explanation}
              </p>
            )}
            {question.source && (
              <figure className="question-preview__source">
                <figcaption>
                  <strong>Source</strong>
                </figcaption>
                <blockquote>{question.source}</blockquote>
              </figure>
            )}
          </div>
        </>
      )}
    </li>
  );
}

/** The generated questions, each able to reveal its answer, explanation and source passage. */
export function QuestionPreviewList({ questions }: { questions: Question[] }) {
  return (
    <section className="question-previews" aria-labelledby="question-previews-title">
      <h3 id="question-previews-title" className="question-previews__title">
        Questions preview
      </h3>
      <ol className="list-reset question-previews__list">
        {questions.map((question, index) => (
          <QuestionPreview key={index} question={question} index={index} />
        ))}
      </ol>
    </section>
  );
}
