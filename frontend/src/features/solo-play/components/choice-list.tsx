import type { Question } from '@/types/api';

const LETTERS = 'ABCDEF';

interface ChoiceListProps {
  question: Question;
  selected: string | null;
  locked: boolean;
  /** Shows which choice was right (once feedback is on screen). */
  revealCorrect: boolean;
  onPick: (choice: string) => void;
}

function choiceClass(choice: string, question: Question, selected: string | null, revealCorrect: boolean): string {
  const isCorrect = choice === question.correct_answer;
  if (choice === selected) return isCorrect ? 'choice choice--correct' : 'choice choice--incorrect';
  if (revealCorrect && isCorrect) return 'choice choice--correct';
  return 'choice';
}

export function ChoiceList({ question, selected, locked, revealCorrect, onPick }: ChoiceListProps) {
  return (
    <div className="choice-list solo-choices" role="group" aria-label="Answers">
      {question.choices.map((choice, index) => {
        const className = choiceClass(choice, question, selected, revealCorrect);
        const verdict = className.includes('choice--correct')
          ? ' (correct)'
          : className.includes('choice--incorrect')
            ? ' (incorrect)'
            : '';
        return (
          <button
            key={`${index}-${choice}`}
            type="button"
            className={`${className} solo-choice`}
            disabled={locked}
            aria-pressed={choice === selected}
            onClick={() => onPick(choice)}
          >
            <span className="choice__letter" aria-hidden="true">
              {LETTERS[index]}
            </span>
            <span className="solo-choice__text" dir="auto">{choice}</span>
            {verdict && <span className="sr-only">{verdict}</span>}
          </button>
        );
      })}
    </div>
  );
}
