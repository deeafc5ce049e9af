import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startGoogleSignIn } from '@/features/auth/google-sign-in-state';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/app/testing/render';

import { GoogleCallback } from './google-callback';

const routes = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/shared/:token', element: <h1>Shared screen</h1> },
];

function renderCallback(query: string) {
  const api = mockApi().on('POST', '/api/auth/google/exchange/', (request) => {
    const body = request.body as { code: string; state: string };
    return body.code === 'one-time-code'
      ? { status: 200, data: { access_token: 'g-access', refresh_token: 'g-refresh', user_info: makeUser() } }
      : { status: 400, data: { error: 'This Google sign-in has expired or was already used. Please sign in again.', details: {} } };
  });
  const result = renderWithProviders(<GoogleCallback />, {
    route: `/auth/callback${query}`,
    path: '/auth/callback',
    routes,
    withLayout: true,
  });
  return { ...result, api };
}

const callbackFor = (state: string, code = 'one-time-code') => `?${new URLSearchParams({ code, state })}`;

describe('Google sign-in callback', () => {
  it.each([
    ['not_configured', 'Google sign-in is not configured on this server.'],
    ['access_denied', 'Sign-in was cancelled.'],
    ['account_conflict', 'This Google account could not be linked to an account on this site.'],
    ['google_error', 'We could not complete sign-in with Google. Please try again.'],
    ['made_up', 'We could not complete sign-in with Google. Please try again.'],
  ])('shows the product sentence for %s, never the text the link carries', async (error, sentence) => {
    renderCallback(`?${new URLSearchParams({ error, message: 'Your account is suspended, call 555-0100' })}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Google sign-in failed: ${sentence}`);
    expect(alert).not.toHaveTextContent('555-0100');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('reports missing data', async () => {
    startGoogleSignIn();
    renderCallback('?state=only-this');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing authentication data from Google');
  });

  it('exchanges the code of a sign-in this tab started, signs in and goes home', async () => {
    const state = startGoogleSignIn();
    const { router, api } = renderCallback(callbackFor(state));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST', '/api/auth/google/exchange/')[0].body).toEqual({ code: 'one-time-code', state });
    expect(localStorage.getItem('access_token')).toBe('g-access');
    expect(localStorage.getItem('refresh_token')).toBe('g-refresh');
  });

  it('refuses a crafted link: a state this tab never made signs nobody in', async () => {
    const { api } = renderCallback(callbackFor('attacker-state-0123456789abcdef'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in failed: This sign-in was not started in this browser. Please try again.',
    );
    expect(api.callsTo('POST', '/api/auth/google/exchange/')).toHaveLength(0);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('refuses a second use of the same callback in the tab', async () => {
    const state = startGoogleSignIn();
    sessionStorage.removeItem('google_sign_in_state');
    renderCallback(callbackFor(state));
    expect(await screen.findByRole('alert')).toHaveTextContent('not started in this browser');
  });

  it('drops the code and state from the address', async () => {
    const state = startGoogleSignIn();
    const { router } = renderCallback(callbackFor(state, 'spent-code'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in failed: This Google sign-in has expired or was already used. Please sign in again.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('goes to a pending shared quiz instead of home', async () => {
    localStorage.setItem('pending_shared_token', 'share-9');
    const { router } = renderCallback(callbackFor(startGoogleSignIn()));
    expect(await screen.findByRole('heading', { name: 'Shared screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shared/share-9');
  });
});
