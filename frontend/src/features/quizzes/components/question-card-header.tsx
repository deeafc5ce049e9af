import type { ReactNode } from 'react';

interface QuestionCardHeaderProps {
  number: number;
  /** The card's main buttons (Edit and Replace, or Done), before Delete. */
  action: ReactNode;
  onDelete: () => void;
}

/** The top row of a question card in Review & Edit: its number and its buttons. */
export function QuestionCardHeader({ number, action, onDelete }: QuestionCardHeaderProps) {
  return (
    <header className="qedit-card__header">
      <span className="qedit-card__number">Question {number}</span>
      <div className="qedit-card__actions">
        {action}
        <button type="button" className="btn btn--ghost btn--small qedit-card__delete" onClick={onDelete}>
          Delete
        </button>
      </div>
    </header>
  );
}
