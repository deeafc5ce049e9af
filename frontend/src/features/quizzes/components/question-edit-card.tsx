import type { KeyboardEvent } from 'react';

import type { Question } from '@/types/api';

import { QuestionCardHeader } from '@/features/quizzes/components/question-card-header';
import {
  addChoice,
  canAddChoice,
  canRemoveChoice,
  correctIndex,
  markCorrect,
  removeChoice,
  renameChoice,
} from '@/features/quizzes/lib/quiz-edit';
import { CHOICE_MAX_CHARS, CHOICES_MAX, CHOICES_MIN, QUESTION_MAX_CHARS } from '@/features/quizzes/lib/quiz-limits';

/** Element ids of one card's controls, so the editor can move focus to them. */
export interface QuestionCardIds {
  text: string;
  choice: (index: number) => string;
  done: string;
}

interface QuestionEditCardProps {
  number: number;
  question: Question;
  ids: QuestionCardIds;
  onChange: (question: Question) => void;
  onDone: () => void;
  onDelete: () => void;
  /** Asks the editor to focus an element once the next render is on screen. */
  focusLater: (id: string) => void;
}

export function QuestionEditCard({ number, question, ids, onChange, onDone, onDelete, focusLater }: QuestionEditCardProps) {
  const correct = correctIndex(question);
  const atMax = !canAddChoice(question);
  const atMin = !canRemoveChoice(question);

  const add = () => {
    if (atMax) return;
    onChange(addChoice(question));
    focusLater(ids.choice(question.choices.length));
  };

  const remove = (index: number) => {
    onChange(removeChoice(question, index));
    focusLater(ids.choice(Math.min(index, question.choices.length - 2)));
  };

  // Enter walks down the choices and, past the last one, adds a new choice.
  const onChoiceKey = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (index < question.choices.length - 1) document.getElementById(ids.choice(index + 1))?.focus();
    else add();
  };

  // Escape finishes this question instead of closing the whole editor.
  const onCardKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDone();
  };

  return (
    <article className="qedit-card qedit-card--editing" aria-label={`Question ${number}, editing`} onKeyDown={onCardKey}>
      <QuestionCardHeader
        number={number}
        action={
          <button id={ids.done} type="button" className="btn btn--primary btn--small" onClick={onDone}>
            Done
          </button>
        }
        onDelete={onDelete}
      />

      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          Question text
        </label>
        <textarea
          id={ids.text}
          className="textarea qedit-card__textarea"
          rows={3}
          maxLength={QUESTION_MAX_CHARS}
          value={question.question}
          onChange={(event) => onChange({ ...question, question: event.target.value })}
        />
      </div>

      <fieldset className="qedit-choices">
        <legend className="field__label">Choices (select the correct answer)</legend>
        {question.choices.map((choice, index) => (
          <div key={index} className={index === correct ? 'qedit-choice qedit-choice--correct' : 'qedit-choice'}>
            <input
              type="radio"
              className="qedit-choice__radio"
              name={`${ids.text}-correct`}
              checked={index === correct}
              onChange={() => onChange(markCorrect(question, index))}
              aria-label={`Choice ${index + 1} is the correct answer`}
            />
            <input
              id={ids.choice(index)}
              type="text"
              className="input qedit-choice__input"
              maxLength={CHOICE_MAX_CHARS}
              value={choice}
              onChange={(event) => onChange(renameChoice(question, index, event.target.value))}
              onKeyDown={(event) => onChoiceKey(event, index)}
              aria-label={`Choice ${index + 1}`}
            />
            <button
              type="button"
              className="btn btn--ghost btn--icon btn--small qedit-choice__remove"
              onClick={() => remove(index)}
              disabled={atMin}
              aria-label={`Delete choice ${index + 1}`}
              title={atMin ? `A question needs at least ${CHOICES_MIN} choices` : 'Delete choice'}
            >
              ×
            </button>
          </div>
        ))}
      </fieldset>

      <div className="qedit-card__footer">
        <button type="button" className="btn btn--secondary btn--small" onClick={add} disabled={atMax}>
          + Add Choice
        </button>
        <span className="muted text-small">
          {CHOICES_MIN} to {CHOICES_MAX} choices
        </span>
      </div>
    </article>
  );
}
