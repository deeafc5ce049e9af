import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Question } from '@/types/api';

import { useSoloQuiz } from '@/features/solo-play/hooks/use-solo-quiz';

const QUESTIONS: Question[] = [
  { question: 'Capital of France?', choices: ['Paris', 'Rome', 'Madrid'], correct_answer: 'Paris' },
  { question: '2 + 2?', choices: ['3', '4'], correct_answer: '4' },
];

function start() {
  return renderHook(() => useSoloQuiz(QUESTIONS));
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useSoloQuiz', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a 2 second intro before the answers and the 30 second countdown', () => {
    const { result } = start();
    expect(result.current.state.phase).toBe('intro');
    wait(1900);
    expect(result.current.state.phase).toBe('intro');
    wait(100);
    expect(result.current.state.phase).toBe('answering');
    expect(result.current.secondsLeft).toBe(30);
    wait(1000);
    expect(result.current.secondsLeft).toBe(29);
  });

  it('turns the timer to warning at 15 s and danger at 5 s, then time is up', () => {
    const { result } = start();
    wait(2000);
    wait(14_900);
    expect(result.current.secondsLeft).toBe(16);
    expect(result.current.timerLevel).toBe('normal');
    wait(100);
    expect(result.current.secondsLeft).toBe(15);
    expect(result.current.timerLevel).toBe('warning');
    wait(9_900);
    expect(result.current.secondsLeft).toBe(6);
    expect(result.current.timerLevel).toBe('warning');
    wait(100);
    expect(result.current.timerLevel).toBe('danger');
    expect(result.current.state.phase).toBe('answering');
    wait(5_000);
    expect(result.current.state.phase).toBe('timeUp');
    expect(result.current.secondsLeft).toBe(0);
  });

  it('gives +10 seconds once per question after time is up', () => {
    const { result } = start();
    wait(2000 + 30_000);
    act(() => result.current.addTime());
    expect(result.current.state.phase).toBe('answering');
    expect(result.current.secondsLeft).toBe(10);
    wait(10_000);
    expect(result.current.state.phase).toBe('timeUp');
    act(() => result.current.addTime());
    expect(result.current.state.phase).toBe('timeUp');

    // The next question gets its own extra time.
    act(() => result.current.reveal());
    act(() => result.current.next());
    wait(2000 + 30_000);
    act(() => result.current.addTime());
    expect(result.current.secondsLeft).toBe(10);
  });

  it('reveal shows the answer without scoring', () => {
    const { result } = start();
    wait(32_000);
    act(() => result.current.reveal());
    expect(result.current.state.phase).toBe('feedback');
    expect(result.current.state.selected).toBeNull();
    expect(result.current.state.score).toBe(0);
  });

  it('freezes every clock while paused', () => {
    const { result } = start();
    wait(2000 + 5_000);
    expect(result.current.secondsLeft).toBe(25);
    act(() => result.current.pause());
    wait(60_000);
    expect(result.current.state.phase).toBe('answering');
    expect(result.current.secondsLeft).toBe(25);
    act(() => result.current.resume());
    wait(1000);
    expect(result.current.secondsLeft).toBe(24);
  });

  it('holds the intro while paused', () => {
    const { result } = start();
    wait(1000);
    act(() => result.current.pause());
    wait(5000);
    expect(result.current.state.phase).toBe('intro');
    act(() => result.current.resume());
    wait(1000);
    expect(result.current.state.phase).toBe('answering');
  });

  it('locks the choices on a pick, scores a right answer and shows feedback after 0.8 s', () => {
    const { result } = start();
    wait(2000);
    act(() => result.current.answer('Paris'));
    expect(result.current.state.phase).toBe('answered');
    expect(result.current.state.score).toBe(1);
    // A second pick is ignored.
    act(() => result.current.answer('Rome'));
    expect(result.current.state.selected).toBe('Paris');
    expect(result.current.state.score).toBe(1);
    // The countdown stops once answered.
    const seconds = result.current.secondsLeft;
    wait(700);
    expect(result.current.state.phase).toBe('answered');
    wait(100);
    expect(result.current.state.phase).toBe('feedback');
    expect(result.current.secondsLeft).toBe(seconds);
  });

  it('ignores answers during the intro and a wrong answer scores nothing', () => {
    const { result } = start();
    act(() => result.current.answer('Paris'));
    expect(result.current.state.phase).toBe('intro');
    wait(2000);
    act(() => result.current.answer('Rome'));
    expect(result.current.state.score).toBe(0);
    expect(result.current.state.selected).toBe('Rome');
  });

  it('goes question by question to the end and restarts from zero', () => {
    const { result } = start();
    wait(2000);
    act(() => result.current.answer('Paris'));
    wait(800);
    expect(result.current.isLastQuestion).toBe(false);
    act(() => result.current.next());
    expect(result.current.state.index).toBe(1);
    expect(result.current.state.phase).toBe('intro');
    wait(2000);
    act(() => result.current.answer('4'));
    wait(800);
    expect(result.current.isLastQuestion).toBe(true);
    act(() => result.current.next());
    expect(result.current.state.phase).toBe('finished');
    expect(result.current.state.score).toBe(2);

    act(() => result.current.restart());
    expect(result.current.state).toMatchObject({ index: 0, score: 0, phase: 'intro', run: 1 });
  });
});
