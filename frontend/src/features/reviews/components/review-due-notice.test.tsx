import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, settle } from '@/testing/render';

import { ReviewDueNotice } from '@/features/reviews/components/review-due-notice';

const due = (count: number) => ({ status: 200, data: { count, items: [] } });

function signedIn(count: number) {
  const user = makeUser();
  seedSession(user);
  return mockApi().on('GET', '/api/profile/', { status: 200, data: user }).on('GET', '/api/reviews/due/', due(count));
}

describe('the library’s review reminder', () => {
  it('says how many questions are due and leads to the review', async () => {
    signedIn(3);
    renderWithProviders(<ReviewDueNotice />);
    await settle();
    expect(screen.getByText('3 questions due for review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review now' })).toHaveAttribute('href', '/review');
  });

  it('says nothing when nothing is due, or to a visitor', async () => {
    signedIn(0);
    renderWithProviders(<ReviewDueNotice />);
    await settle();
    expect(screen.queryByRole('complementary', { name: 'Spaced review' })).not.toBeInTheDocument();
    localStorage.clear();
    const visitor = mockApi();
    renderWithProviders(<ReviewDueNotice />);
    await settle();
    expect(visitor.callsTo('GET', '/api/reviews/due/')).toHaveLength(0);
  });
});
