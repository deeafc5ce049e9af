/** The Review & Edit rules as pure functions over one question; the modal only wires them to inputs. */
import type { Question } from '@/types/api';

import {
  CHOICES_MAX,
  CHOICES_MIN,
  QUIZ_QUESTIONS_MAX,
} from '@/features/quizzes/lib/quiz-limits';

export const NEW_QUESTION_TEXT = 'New Question';

const optionName = (n: number) => `Option ${n}`;

export function newQuestion(): Question {
  const choices = [1, 2, 3, 4].map(optionName);
  return { question: NEW_QUESTION_TEXT, choices, correct_answer: choices[0] };
}

export function correctIndex(question: Question): number {
  return question.choices.indexOf(question.correct_answer);
}

/** 'Option N' for the N-th choice; skips numbers already used so two choices never share a name. */
export function nextOptionName(choices: readonly string[]): string {
  let n = choices.length + 1;
  while (choices.includes(optionName(n))) n += 1;
  return optionName(n);
}

export function canAddChoice(question: Question): boolean {
  return question.choices.length < CHOICES_MAX;
}

export function canRemoveChoice(question: Question): boolean {
  return question.choices.length > CHOICES_MIN;
}

export function addChoice(question: Question): Question {
  if (!canAddChoice(question)) return question;
  return { ...question, choices: [...question.choices, nextOptionName(question.choices)] };
}

/** Removing the correct choice makes the first remaining choice correct. */
export function removeChoice(question: Question, index: number): Question {
  if (!canRemoveChoice(question) || index < 0 || index >= question.choices.length) return question;
  const wasCorrect = correctIndex(question) === index;
  const choices = question.choices.filter((_, i) => i !== index);
  return { ...question, choices, correct_answer: wasCorrect ? choices[0] : question.correct_answer };
}

/** Renaming the correct choice keeps it correct. */
export function renameChoice(question: Question, index: number, text: string): Question {
  const wasCorrect = correctIndex(question) === index;
  const choices = question.choices.map((choice, i) => (i === index ? text : choice));
  return { ...question, choices, correct_answer: wasCorrect ? text : question.correct_answer };
}

export function markCorrect(question: Question, index: number): Question {
  const choice = question.choices[index];
  return choice === undefined ? question : { ...question, correct_answer: choice };
}

/** How the server compares texts: width, spacing and case folded. */
export function comparable(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The question as it will be sent: spacing tidied everywhere, the correct answer still pointing at its choice. */
export function tidyQuestion(question: Question): Question {
  const index = correctIndex(question);
  const choices = question.choices.map(tidy);
  return {
    ...question,
    question: tidy(question.question),
    choices,
    correct_answer: index >= 0 ? choices[index] : tidy(question.correct_answer),
  };
}

/** The first reason the quiz cannot be saved as it stands, in words for the user, or null. */
export function quizDraftProblem(title: string, questions: readonly Question[]): string | null {
  if (!tidy(title)) return 'Please give the quiz a title.';
  if (questions.length === 0) return 'A quiz needs at least one question.';
  if (questions.length > QUIZ_QUESTIONS_MAX) return `A quiz can hold at most ${QUIZ_QUESTIONS_MAX} questions.`;
  const seen = new Map<string, number>();
  for (const [i, question] of questions.entries()) {
    const n = i + 1;
    if (!tidy(question.question)) return `Question ${n} needs some text.`;
    if (question.choices.some((choice) => !tidy(choice))) return `Question ${n}: every choice needs some text.`;
    if (new Set(question.choices.map(comparable)).size !== question.choices.length) {
      return `Question ${n}: the choices must all be different.`;
    }
    if (correctIndex(question) < 0) return `Question ${n}: please mark the correct answer.`;
    const key = comparable(question.question);
    const earlier = seen.get(key);
    if (earlier !== undefined) return `Question ${n} is the same as question ${earlier}.`;
    seen.set(key, n);
  }
  return null;
}
