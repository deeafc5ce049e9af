import type { Question } from '@/types/api';

interface QuestionViewCardProps {
  number: number;
  question: Question;
  editButtonId: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A question as it reads, with the correct choice ticked. */
export function QuestionViewCard({ number, question, editButtonId, onEdit, onDelete }: QuestionViewCardProps) {
  return (
    <article className="qedit-card" aria-label={`Question ${number}`}>
      <header className="qedit-card__header">
        <span className="qedit-card__number">Question {number}</span>
        <div className="qedit-card__actions">
          <button id={editButtonId} type="button" className="btn btn--secondary btn--small" onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="btn btn--ghost btn--small qedit-card__delete" onClick={onDelete}>
            Delete
          </button>
        </div>
      </header>
      <p className="qedit-card__text">{question.question}</p>
      <ul className="qedit-card__choices">
        {question.choices.map((choice, index) => {
          const correct = choice === question.correct_answer;
          return (
            <li key={index} className={correct ? 'qedit-card__choice qedit-card__choice--correct' : 'qedit-card__choice'}>
              <span aria-hidden="true">{correct ? '✓' : '•'}</span>
              <span>{choice}</span>
              {correct && <span className="sr-only"> (correct answer)</span>}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
