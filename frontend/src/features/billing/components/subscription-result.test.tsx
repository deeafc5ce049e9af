import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { SubscriptionResult } from './subscription-result';

const routes = [
  { path: '/generator', element: <h1>Generator screen</h1> },
  { path: '/pricing', element: <h1>Pricing screen</h1> },
];

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('subscription result', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });

  it('on success waits 2 s, reloads the profile, greets, then opens the generator 2 s later', async () => {
    const premium = makeUser({ subscription_plan: 'premium' });
    seedSession(makeUser());
    const server = mockApi().on('GET', '/api/profile/', { status: 200, data: premium });
    const { router } = renderWithProviders(<SubscriptionResult />, {
      route: '/subscription/result?status=success&session_id=cs_1',
      path: '/subscription/result',
      routes,
    });
    await advance(0);
    const startupChecks = server.callsTo('GET', '/api/profile/').length;

    await advance(1999);
    expect(server.callsTo('GET', '/api/profile/')).toHaveLength(startupChecks);
    await advance(1);
    expect(server.callsTo('GET', '/api/profile/')).toHaveLength(startupChecks + 1);
    expect(screen.getByText('Payment successful! Welcome to Premium.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription/result');

    await advance(2000);
    expect(router.state.location.pathname).toBe('/generator');
  });

  it('on failure says so and returns to pricing after 3 s', async () => {
    mockApi();
    const { router } = renderWithProviders(<SubscriptionResult />, {
      route: '/subscription/result?status=cancel',
      path: '/subscription/result',
      routes,
    });
    await advance(0);
    expect(screen.getByText('Payment was not completed. You have not been charged.')).toBeInTheDocument();
    await advance(2999);
    expect(router.state.location.pathname).toBe('/subscription/result');
    await advance(1);
    expect(router.state.location.pathname).toBe('/pricing');
  });
});
