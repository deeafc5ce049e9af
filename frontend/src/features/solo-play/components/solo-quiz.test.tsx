import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Question } from '@/types/api';

import { SoloQuiz } from '@/features/solo-play/components/solo-quiz';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

const api = vi.hoisted(() => ({ getBestScore: vi.fn(), updateHighScore: vi.fn() }));
vi.mock('@/features/solo-play/api/get-user-quiz-scores', () => ({ getBestScore: api.getBestScore }));
vi.mock('@/features/solo-play/api/update-high-score', () => ({ updateHighScore: api.updateHighScore }));

const QUESTIONS: Question[] = [
  {
    question: 'Which planet is known as the Red Planet?',
    choices: ['Venus', 'Mars', 'Jupiter', 'Saturn'],
    correct_answer: 'Mars',
    explanation: 'Iron oxide on its surface makes Mars look red.',
    source: 'Mars is often called the Red Planet.',
  },
  { question: 'What is 2 + 2?', choices: ['3', '4'], correct_answer: '4' },
];

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const flush = () => act(async () => {});

function renderQuiz(props: Partial<Parameters<typeof SoloQuiz>[0]> = {}) {
  const handlers = { onHome: vi.fn(), onShare: vi.fn(), onSave: vi.fn(), onNewQuiz: vi.fn() };
  render(<SoloQuiz title="Space" questions={QUESTIONS} quizId={null} {...handlers} {...props} />);
  return handlers;
}

const timer = () => screen.getByRole('timer');
const choice = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('SoloQuiz', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.getBestScore.mockResolvedValue(0);
    api.updateHighScore.mockResolvedValue({ high_score: 2, is_new_high_score: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('tells a screen reader the question and choices, 10 and 5 seconds left, and the result; Read aloud speaks them', () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
    vi.stubGlobal('SpeechSynthesisUtterance', class {
      constructor(public text: string) {}
    });
    renderQuiz();
    wait(2000);
    const announcer = screen.getByTestId('solo-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Question 1 of 2: Which planet is known as the Red Planet? Choices: Venus, Mars, Jupiter, Saturn.');
    expect(screen.getByRole('heading', { name: QUESTIONS[0].question })).toHaveAttribute('dir', 'auto');
    wait(20_000);
    expect(announcer).toHaveTextContent('10 seconds left');
    wait(5_000);
    expect(announcer).toHaveTextContent('5 seconds left');
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(speak.mock.calls.map(([utterance]) => (utterance as { text: string }).text)).toEqual([QUESTIONS[0].question, ...QUESTIONS[0].choices]);
    fireEvent.click(choice('Venus'));
    wait(1000);
    expect(announcer).toHaveTextContent('You answered wrong. The right answer is Mars.');
    vi.unstubAllGlobals();
  });

  it('shows the question number for 2 s, then the question, the choices and a counting-down timer', () => {
    renderQuiz();
    expect(screen.getByRole('status')).toHaveTextContent('Question 1 of 2');
    expect(screen.queryByRole('button', { name: /^Mars/ })).not.toBeInTheDocument();
    wait(2000);
    expect(screen.getByRole('heading', { name: QUESTIONS[0].question })).toBeInTheDocument();
    expect(choice('Mars')).toBeEnabled();
    expect(timer()).toHaveAccessibleName('30 seconds left');
    expect(timer()).toHaveClass('countdown--normal');
  });

  it('colours the timer warning at 15 s and danger at 5 s', () => {
    renderQuiz();
    wait(2000 + 14_000);
    expect(timer()).toHaveClass('countdown--normal');
    wait(1000);
    expect(timer()).toHaveAccessibleName('15 seconds left');
    expect(timer()).toHaveClass('countdown--warning', 'timer--warning');
    wait(10_000);
    expect(timer()).toHaveAccessibleName('5 seconds left');
    expect(timer()).toHaveClass('countdown--danger', 'timer--danger');
  });

  it('locks and marks a pick, then shows the explanation and source after 0.8 s', () => {
    renderQuiz();
    wait(2000);
    fireEvent.click(choice('Venus'));
    expect(choice('Venus')).toHaveClass('choice--incorrect');
    for (const name of ['Venus', 'Mars', 'Jupiter', 'Saturn']) expect(choice(name)).toBeDisabled();
    expect(screen.queryByText('Incorrect!')).not.toBeInTheDocument();
    wait(799);
    expect(screen.queryByText('Incorrect!')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByText('Incorrect!')).toBeInTheDocument();
    expect(screen.getByText('The correct answer is:')).toHaveTextContent('The correct answer is: Mars');
    expect(choice('Mars')).toHaveClass('choice--correct');
    expect(screen.getByText(QUESTIONS[0].explanation!)).toBeInTheDocument();
    const quote = screen.getByRole('figure', { name: 'Where it says that' });
    expect(quote).toHaveTextContent(QUESTIONS[0].source!);
    expect(within(quote).getByText('Mars', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('Score:')).toHaveTextContent('Score: 0');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeInTheDocument();
  });

  it("offers Reveal Answer or +10 Seconds when time is up, the extra time once", () => {
    renderQuiz();
    wait(2000 + 30_000);
    expect(screen.getByText("Time's Up!")).toBeInTheDocument();
    expect(choice('Mars')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '+10 Seconds' }));
    expect(timer()).toHaveAccessibleName('10 seconds left');
    expect(choice('Mars')).toBeEnabled();
    wait(10_000);
    expect(screen.getByRole('button', { name: '+10 Seconds' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal Answer' }));
    expect(choice('Mars')).toHaveClass('choice--correct');
    expect(screen.getByText('The correct answer is:')).toHaveTextContent('Mars');
  });

  it('answers with number and letter keys, goes on with Enter, pauses with P and resumes with Escape', () => {
    renderQuiz();
    wait(2000);
    fireEvent.keyDown(document.body, { key: '2' });
    expect(choice('Mars')).toHaveClass('choice--correct');
    wait(800);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Question 2 of 2');
    wait(2000);

    fireEvent.keyDown(document.body, { key: 'p' });
    expect(screen.getByRole('dialog', { name: 'Paused' })).toBeInTheDocument();
    for (const name of ['Resume', 'Start Over', 'Back to Home']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const before = timer().getAttribute('aria-label');
    wait(20_000);
    expect(timer().getAttribute('aria-label')).toBe(before);
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(choice('4')).not.toHaveClass('choice--correct');

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Paused' })).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'B' });
    expect(choice('4')).toHaveClass('choice--correct');
  });

  it('pause menu: Start Over begins again, Back to Home leaves', () => {
    const handlers = renderQuiz();
    wait(2000);
    fireEvent.click(choice('Mars'));
    wait(800);
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause quiz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByRole('status')).toHaveTextContent('Question 1 of 2');
    expect(screen.getByText('Score:')).toHaveTextContent('Score: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Pause quiz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(handlers.onHome).toHaveBeenCalledTimes(1);
  });

  async function playThrough(answers: string[]) {
    for (const [index, answer] of answers.entries()) {
      wait(2000);
      fireEvent.click(choice(answer));
      wait(800);
      const last = index === answers.length - 1;
      fireEvent.click(screen.getByRole('button', { name: last ? 'See Results' : 'Next Question' }));
    }
    await flush();
  }

  it('ends with the message, score, stars and confetti, and stores the score of a saved quiz', async () => {
    api.getBestScore.mockResolvedValue(1);
    renderQuiz({ quizId: 7 });
    await flush();
    expect(api.getBestScore).toHaveBeenCalledWith(7);
    await playThrough(['Mars', '4']);

    expect(screen.getByRole('heading', { name: 'Amazing! You aced it!' })).toBeInTheDocument();
    expect(screen.getByLabelText('You scored 2 out of 2')).toHaveTextContent('2/2');
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('New High Score')).toBeInTheDocument();
    expect(api.updateHighScore).toHaveBeenCalledExactlyOnceWith(7, 2);
    expect(confetti).toHaveBeenCalledTimes(1);
    expect(confetti.mock.calls[0][0]).toMatchObject({ particleCount: 30 });
    for (const name of ['Try Again', 'Share Quiz', 'Save Quiz', 'New Quiz']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows no high-score badge without an earlier best above 0, nor when it is not beaten', async () => {
    renderQuiz({ quizId: 7 });
    await flush();
    await playThrough(['Venus', '4']);
    expect(screen.getByRole('heading', { name: 'Not bad!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByText('New High Score')).not.toBeInTheDocument();

    // Try Again: the best to beat is now 2 (what the server kept); 1 does not beat it.
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await playThrough(['Venus', '3']);
    expect(screen.getByRole('heading', { name: 'You can do better' })).toBeInTheDocument();
    expect(screen.queryByText('New High Score')).not.toBeInTheDocument();
  });

  it('stores nothing for an unsaved quiz until it gets saved from the results', async () => {
    const { rerender } = render(
      <SoloQuiz title="Space" questions={QUESTIONS} quizId={null} onHome={vi.fn()} onShare={vi.fn()} onSave={vi.fn()} onNewQuiz={vi.fn()} />,
    );
    await playThrough(['Mars', '3']);
    expect(api.getBestScore).not.toHaveBeenCalled();
    expect(api.updateHighScore).not.toHaveBeenCalled();
    rerender(
      <SoloQuiz title="Space" questions={QUESTIONS} quizId={12} onHome={vi.fn()} onShare={vi.fn()} onSave={vi.fn()} onNewQuiz={vi.fn()} />,
    );
    await flush();
    expect(api.updateHighScore).toHaveBeenCalledExactlyOnceWith(12, 1);
  });

  it('hands Share, Save and New Quiz to the screen around it', async () => {
    const handlers = renderQuiz();
    await playThrough(['Mars', '4']);
    fireEvent.click(screen.getByRole('button', { name: 'Share Quiz' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Save Quiz' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'New Quiz' }));
    expect(handlers.onShare).toHaveBeenCalledTimes(1);
    expect(handlers.onSave).toHaveBeenCalledTimes(1);
    expect(handlers.onNewQuiz).toHaveBeenCalledTimes(1);
  });
});
