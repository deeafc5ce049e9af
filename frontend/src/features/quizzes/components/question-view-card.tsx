import { BusyButton } from '@/components/ui/busy-button';
import type { Question } from '@/types/api';

import { QuestionCardHeader } from '@/features/quizzes/components/question-card-header';

interface QuestionViewCardProps {
  number: number;
  question: Question;
  editButtonId: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Replace, when the quiz's document can offer another question. */
  replace?: { busy: boolean; disabled: boolean; onReplace: () => void };
}

/** A question as it reads, with the correct choice ticked. */
export function QuestionViewCard({ number, question, editButtonId, onEdit, onDelete, replace }: QuestionViewCardProps) {
  return (
    <article className="qedit-card" aria-label={`Question ${number}`}>
      <QuestionCardHeader
        number={number}
        action={
          <>
            <button id={editButtonId} type="button" className="btn btn--secondary btn--small" onClick={onEdit}>
              Edit
            </button>
            {replace && (
              <BusyButton
                className="btn btn--secondary btn--small"
                busy={replace.busy}
                disabled={replace.disabled}
                onClick={replace.onReplace}
              >
                Replace
              </BusyButton>
            )}
          </>
        }
        onDelete={onDelete}
      />
      <p className="qedit-card__text">{question.question}</p>
      <ul className="list-reset qedit-card__choices">
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
