import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/app/testing/render';

import { GoogleCallback } from './google-callback';

const routes = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/generator', element: <h1>Generator screen</h1> },
  { path: '/verify-email/:token', element: <h1>Verify screen</h1> },
  { path: '/auth/callback', element: <GoogleCallback /> },
];

// jsdom cannot leave the page: stop the link's navigation, not its click handler.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => window.addEventListener('click', stayOnPage));
afterEach(() => window.removeEventListener('click', stayOnPage));

async function pressGoogleFrom(route: string) {
  mockApi().on('POST', '/api/auth/google/exchange/', {
    status: 200,
    data: { access_token: 'g-access', refresh_token: 'g-refresh', user_info: makeUser() },
  });
  const result = renderWithProviders(<h1>Other screen</h1>, { route, routes, withLayout: true });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const link = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Continue with Google' });
  await user.click(link);
  return { ...result, link };
}


describe('Google sign-in button', () => {
  it('brings the user back to the page the sign-in started from', async () => {
    const { router, link } = await pressGoogleFrom('/generator?from=nav');
    expect(localStorage.getItem('post_login_path')).toBe('/generator?from=nav');
    const state = sessionStorage.getItem('google_sign_in_state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(link.getAttribute('href')).toBe(`/api/auth/google/?state=${state}`);

    // Google sends the browser back to the callback page with a one-time code and the state.
    await act(() => router.navigate(`/auth/callback?${new URLSearchParams({ code: 'one-time-code', state })}`));

    expect(await screen.findByRole('heading', { name: 'Generator screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/generator');
    expect(localStorage.getItem('post_login_path')).toBeNull();
  });

  it('does not come back to a one-time link such as email verification', async () => {
    await pressGoogleFrom('/verify-email/once-only');
    expect(localStorage.getItem('post_login_path')).toBeNull();
  });
});
