import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SAMPLE_QUESTIONS } from '../data/sample-questions';

import { QuizPreview } from './quiz-preview';

const choiceButton = (text: string) => screen.getByRole('button', { name: new RegExp(`^[A-D]\\s*${text}$`) });
const allChoices = () => screen.getAllByRole('button');

describe('home sample-quiz preview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows Correct! and the answer for 2 seconds with choices disabled, then resets', () => {
    render(<QuizPreview />);
    const first = SAMPLE_QUESTIONS[0];
    expect(screen.getByRole('heading', { name: first.question })).toBeInTheDocument();

    fireEvent.click(choiceButton(first.correctAnswer));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText(`The correct answer is: ${first.correctAnswer}`)).toBeInTheDocument();
    allChoices().forEach((button) => expect(button).toBeDisabled());

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
    allChoices().forEach((button) => expect(button).toBeEnabled());
  });

  it('shows Incorrect! with the right answer for a wrong pick', () => {
    render(<QuizPreview />);
    const first = SAMPLE_QUESTIONS[0];
    const wrong = first.choices.find((choice) => choice !== first.correctAnswer)!;

    fireEvent.click(choiceButton(wrong));
    expect(screen.getByText('Incorrect!')).toBeInTheDocument();
    expect(screen.getByText(`The correct answer is: ${first.correctAnswer}`)).toBeInTheDocument();
    expect(choiceButton(wrong)).toHaveClass('choice--incorrect');
    expect(choiceButton(first.correctAnswer)).toHaveClass('choice--correct');
  });

  it('moves to the next of the 3 samples every 8 seconds and wraps around', () => {
    render(<QuizPreview />);
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByRole('heading', { name: SAMPLE_QUESTIONS[0].question })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: SAMPLE_QUESTIONS[1].question })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(16000));
    expect(screen.getByRole('heading', { name: SAMPLE_QUESTIONS[0].question })).toBeInTheDocument();
  });
});
