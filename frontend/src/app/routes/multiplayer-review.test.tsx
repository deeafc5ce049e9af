import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, settle } from '@/testing/render';

import MultiplayerReviewRoute, { NOTHING_MISSED, REVIEW_GONE } from './multiplayer-review';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const REVIEW = {
  quiz_title: 'Cells',
  played_at: '2026-11-28T10:00:00Z',
  name: 'Bob',
  questions_played: 3,
  questions: [
    {
      question: 'Holds the DNA?',
      choices: ['Mitochondria', 'Nucleus', 'Ribosome'],
      correct_answer: 'Nucleus',
      source: 'The nucleus holds the DNA of the cell.',
      explanation: 'Chromosomes are kept in the nucleus.',
      your_answer: 'Mitochondria',
    },
  ],
};

function open(reply: { status: number; data?: unknown }) {
  mockApi().on('GET', '/api/multiplayer/review/tok-1/', reply);
  renderWithProviders(<MultiplayerReviewRoute />, { route: '/multiplayer/review/tok-1', path: '/multiplayer/review/:playerToken' });
}

/** A signed-in pupil's server, with the review link's results; the test adds what it needs. */
function signedInServer() {
  const user = makeUser();
  seedSession(user);
  vi.useFakeTimers();
  return mockApi().on('GET', '/api/profile/', { status: 200, data: user }).on('GET', '/api/multiplayer/review/tok-1/', { status: 200, data: REVIEW });
}

afterEach(() => vi.useRealTimers());

describe('Review my mistakes', () => {
  it('replays exactly the missed questions alone, then shows where the document says the answer', async () => {
    vi.useFakeTimers();
    open({ status: 200, data: REVIEW });
    await settle();
    expect(screen.getByText('Review: Cells')).toBeInTheDocument();
    expect(screen.getAllByText('Question 1 of 1').length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'Holds the DNA?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Nucleus/ }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Chromosomes are kept in the nucleus.')).toBeInTheDocument();
    const quote = screen.getByRole('figure', { name: 'Where it says that' });
    expect(within(quote).getByText('nucleus', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See Results' })).toBeInTheDocument();
  });

  it('lets a signed-in pupil save the review to their collection', async () => {
    const server = signedInServer()
      .on('POST', '/api/save-quiz/', { status: 201, data: { quiz_id: 41, id: 41 } })
      .on('POST', '/api/update-high-score/', { status: 200, data: { high_score: 1, is_new_high_score: true } });
    renderWithProviders(<MultiplayerReviewRoute />, {
      route: '/multiplayer/review/tok-1',
      path: '/multiplayer/review/:playerToken',
      routes: [{ path: '/saved-quizzes', element: <h1>Your Quiz Collection</h1> }],
    });
    await settle();
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: /^Nucleus/ }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'See Results' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save Quiz' }));
    await settle();
    const [saved] = server.callsTo('POST', '/api/save-quiz/');
    expect(saved.body).toMatchObject({ title: 'Review: Cells', questions: [{ question: 'Holds the DNA?', correct_answer: 'Nucleus' }] });
    expect(screen.getByRole('heading', { name: 'Your Quiz Collection' })).toBeInTheDocument();
  });

  it('queues only what a signed-in pupil misses again while replaying, not the whole game on opening', async () => {
    const server = signedInServer().on('POST', '/api/reviews/misses/', { status: 201, data: { queued: 1, due_count: 0 } });
    renderWithProviders(<MultiplayerReviewRoute />, { route: '/multiplayer/review/tok-1', path: '/multiplayer/review/:playerToken' });
    await settle();
    expect(server.callsTo('POST', '/api/reviews/misses/')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: /^Ribosome/ }));
    act(() => vi.advanceTimersByTime(1000));
    await settle();
    const [queued] = server.callsTo('POST', '/api/reviews/misses/');
    expect(queued.body).toMatchObject({ questions: [{ question: 'Holds the DNA?' }] });
  });

  it('says when the link no longer leads to stored results', async () => {
    open({ status: 404, data: { error: 'gone' } });
    await settle();
    expect(screen.getByRole('heading', { name: 'Review not found' })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_GONE)).toBeInTheDocument();
  });

  it('says the server is busy, not that the results are gone, when the review cannot be read now', async () => {
    open({ status: 429, data: { error: 'Too many requests. Please wait a moment.' } });
    await settle();
    expect(screen.getByText('Too many requests. Please wait a moment.')).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_GONE)).not.toBeInTheDocument();
  });

  it('has nothing to replay for a player who missed nothing', async () => {
    open({ status: 200, data: { ...REVIEW, questions: [] } });
    await settle();
    expect(screen.getByText(NOTHING_MISSED)).toBeInTheDocument();
  });
});
