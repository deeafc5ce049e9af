import { useEffect, useState } from 'react';

import { PREVIEW_FEEDBACK_MS, PREVIEW_ROTATE_MS, SAMPLE_QUESTIONS } from '../data/sample-questions';

const LETTERS = ['A', 'B', 'C', 'D'];

/** A playable sample question that changes every 8 s; a pick shows feedback for 2 s. */
export function QuizPreview() {
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const item = SAMPLE_QUESTIONS[index];

  useEffect(() => {
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % SAMPLE_QUESTIONS.length);
      setPicked(null);
    }, PREVIEW_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (picked === null) return;
    const timer = window.setTimeout(() => setPicked(null), PREVIEW_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [picked]);

  const showingFeedback = picked !== null;
  const correct = picked === item.correctAnswer;

  const choiceClass = (choice: string) => {
    if (!showingFeedback) return 'choice';
    if (choice === item.correctAnswer) return 'choice choice--correct';
    if (choice === picked) return 'choice choice--incorrect';
    return 'choice';
  };

  return (
    <div className="quiz-preview" aria-label="Sample quiz">
      <div className="quiz-preview__bar">
        <span className="quiz-preview__dots" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span className="quiz-preview__label">Sample Quiz</span>
        <span className="badge badge--neutral">
          Question {index + 1} of {SAMPLE_QUESTIONS.length}
        </span>
      </div>
      <div className="progress progress--thin quiz-preview__timer" aria-hidden="true">
        <div key={index} className="progress__bar quiz-preview__timer-bar" />
      </div>
      <div className="quiz-preview__body" key={index}>
        <h2 className="quiz-preview__question">{item.question}</h2>
        <div className="choice-list">
          {item.choices.map((choice, position) => (
            <button
              key={choice}
              type="button"
              className={choiceClass(choice)}
              disabled={showingFeedback}
              onClick={() => setPicked(choice)}
            >
              <span className="choice__letter">{LETTERS[position]}</span>
              <span>{choice}</span>
            </button>
          ))}
        </div>
        <div className="quiz-preview__feedback" aria-live="polite">
          {showingFeedback ? (
            <div className={`alert ${correct ? 'alert--success' : 'alert--error'}`}>
              <div>
                <strong>{correct ? 'Correct!' : 'Incorrect!'}</strong>
                <div>The correct answer is: {item.correctAnswer}</div>
              </div>
            </div>
          ) : (
            <p className="quiz-preview__hint">Pick an answer to try it out</p>
          )}
        </div>
      </div>
    </div>
  );
}
