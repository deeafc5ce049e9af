import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/app/testing/render';

import { GoogleCallback } from './google-callback';

const routes = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/shared/:token', element: <h1>Shared screen</h1> },
];

function renderCallback(query: string) {
  mockApi();
  return renderWithProviders(<GoogleCallback />, {
    route: `/auth/callback${query}`,
    path: '/auth/callback',
    routes,
    withLayout: true,
  });
}

const goodQuery = () =>
  `?${new URLSearchParams({ token: 'g-access', refresh_token: 'g-refresh', user_info: JSON.stringify(makeUser()) })}`;

describe('Google sign-in callback', () => {
  it('reports the error Google or the server sent', async () => {
    renderCallback('?error=not_configured&message=Google%20sign-in%20is%20not%20configured.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in failed: Google sign-in is not configured.');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('reports missing data', async () => {
    renderCallback('?token=only-this');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing authentication data from Google');
  });

  it('signs in and goes home', async () => {
    const { router } = renderCallback(goodQuery());
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('access_token')).toBe('g-access');
    expect(localStorage.getItem('refresh_token')).toBe('g-refresh');
  });

  it('goes to a pending shared quiz instead of home', async () => {
    localStorage.setItem('pending_shared_token', 'share-9');
    const { router } = renderCallback(goodQuery());
    expect(await screen.findByRole('heading', { name: 'Shared screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shared/share-9');
  });
});
