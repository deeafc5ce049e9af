import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, settle } from '@/testing/render';

import ReviewSessionRoute, { NOTHING_DUE } from './review-session';

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const ITEM = {
  id: 7,
  question: 'Holds the DNA?',
  choices: ['Mitochondria', 'Nucleus'],
  correct_answer: 'Nucleus',
  explanation: 'Chromosomes are kept in the nucleus.',
  source: 'The nucleus holds the DNA.',
  due_at: '2026-11-28T10:00:00Z',
};

function signedIn(items: (typeof ITEM)[]) {
  const user = makeUser();
  seedSession(user);
  return mockApi()
    .on('GET', '/api/profile/', { status: 200, data: user })
    .on('GET', '/api/reviews/due/', { status: 200, data: { count: items.length, items } })
    .on('POST', '/api/reviews/7/answer/', { status: 200, data: { learned: false, due_at: '2026-11-30T10:00:00Z' } });
}

afterEach(() => vi.useRealTimers());

describe('/review', () => {
  it('plays the questions due, shows where it says that, and reschedules each by its answer', async () => {
    vi.useFakeTimers();
    const server = signedIn([ITEM]);
    renderWithProviders(<ReviewSessionRoute />, { route: '/review', path: '/review' });
    await settle();
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: /^Mitochondria/ }));
    act(() => vi.advanceTimersByTime(1000));
    await settle();
    expect(screen.getByText('Incorrect!')).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Where it says that' })).getByText('nucleus', { selector: 'mark' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/reviews/7/answer/').map((call) => call.body)).toEqual([{ correct: false }]);
    // A miss in a review is not queued twice: the answer starts it over.
    expect(server.callsTo('POST', '/api/reviews/misses/')).toHaveLength(0);
  });

  it('says when nothing is due', async () => {
    signedIn([]);
    renderWithProviders(<ReviewSessionRoute />, { route: '/review', path: '/review' });
    await settle();
    expect(screen.getByText(NOTHING_DUE)).toBeInTheDocument();
  });
});
