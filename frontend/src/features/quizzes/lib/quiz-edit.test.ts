import { describe, expect, it } from 'vitest';

import type { Question } from '@/types/api';

import {
  addChoice,
  markCorrect,
  newQuestion,
  nextOptionName,
  quizDraftProblem,
  removeChoice,
  renameChoice,
  tidyQuestion,
} from '@/features/quizzes/lib/quiz-edit';

const q = (choices: string[], correct: string): Question => ({ question: 'Q?', choices, correct_answer: correct });

describe('quiz editing rules', () => {
  it('a new question reads New Question with Option 1..4 and Option 1 correct', () => {
    expect(newQuestion()).toEqual({
      question: 'New Question',
      choices: ['Option 1', 'Option 2', 'Option 3', 'Option 4'],
      correct_answer: 'Option 1',
    });
  });

  it('names a new choice Option N after the count, skipping names in use', () => {
    expect(addChoice(q(['a', 'b', 'c'], 'a')).choices).toEqual(['a', 'b', 'c', 'Option 4']);
    expect(nextOptionName(['Option 3', 'x'])).toBe('Option 4');
    expect(nextOptionName(['x', 'Option 3'])).toBe('Option 4');
  });

  it('keeps between 2 and 6 choices', () => {
    const six = q(['1', '2', '3', '4', '5', '6'], '1');
    expect(addChoice(six)).toBe(six);
    const two = q(['1', '2'], '1');
    expect(removeChoice(two, 0)).toBe(two);
  });

  it('deleting the correct choice makes the first remaining one correct', () => {
    expect(removeChoice(q(['a', 'b', 'c'], 'b'), 1)).toEqual(q(['a', 'c'], 'a'));
    expect(removeChoice(q(['a', 'b', 'c'], 'a'), 0)).toEqual(q(['b', 'c'], 'b'));
    expect(removeChoice(q(['a', 'b', 'c'], 'c'), 0)).toEqual(q(['b', 'c'], 'c'));
  });

  it('renaming the correct choice keeps it correct; renaming another leaves the answer', () => {
    expect(renameChoice(q(['a', 'b'], 'b'), 1, 'bee')).toEqual(q(['a', 'bee'], 'bee'));
    expect(renameChoice(q(['a', 'b'], 'b'), 0, 'ay')).toEqual(q(['ay', 'b'], 'b'));
    expect(markCorrect(q(['a', 'b'], 'b'), 0).correct_answer).toBe('a');
  });

  it('tidies spacing without losing which choice is correct', () => {
    expect(tidyQuestion({ question: '  What  is it? ', choices: [' a ', 'b  c'], correct_answer: ' a ' })).toEqual({
      question: 'What is it?',
      choices: ['a', 'b c'],
      correct_answer: 'a',
    });
  });

  it('names the first problem that would stop a save', () => {
    const ok = q(['a', 'b'], 'a');
    expect(quizDraftProblem('Quiz', [ok])).toBeNull();
    expect(quizDraftProblem('  ', [ok])).toBe('Please give the quiz a title.');
    expect(quizDraftProblem('Quiz', [])).toBe('A quiz needs at least one question.');
    expect(quizDraftProblem('Quiz', [ok, { ...ok, question: ' ' }])).toBe('Question 2 needs some text.');
    expect(quizDraftProblem('Quiz', [q(['a', ' '], 'a')])).toBe('Question 1: every choice needs some text.');
    expect(quizDraftProblem('Quiz', [q(['Same', 'same '], 'Same')])).toBe('Question 1: the choices must all be different.');
    expect(quizDraftProblem('Quiz', [ok, { ...ok, question: 'q?' }])).toBe('Question 2 is the same as question 1.');
  });
});
