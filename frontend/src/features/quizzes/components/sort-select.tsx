import { useId } from 'react';

import { isQuizSortOrder, SORT_OPTIONS, type QuizSortOrder } from '@/features/quizzes/lib/sort-quizzes';

interface SortSelectProps {
  value: QuizSortOrder;
  onChange: (order: QuizSortOrder) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="quiz-sort">
      <label htmlFor={id} className="quiz-sort__label">
        Sort by
      </label>
      <select
        id={id}
        className="select quiz-sort__select"
        value={value}
        onChange={(event) => {
          if (isQuizSortOrder(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
