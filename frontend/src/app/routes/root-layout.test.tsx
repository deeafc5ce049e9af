import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useParams } from 'react-router';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/app/testing/render';

function SharedScreen() {
  const { token } = useParams();
  return <h1>Shared quiz {token}</h1>;
}

const routes = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/shared/:token', element: <SharedScreen /> },
  { path: '/saved-quizzes', element: <h1>Saved quizzes screen</h1> },
  { path: '/quiz', element: <h1>Playing</h1> },
  { path: '/multiplayer/play/:roomCode', element: <h1>Live game</h1> },
];

function renderApp(route: string) {
  return renderWithProviders(<h1>Other screen</h1>, { route, routes, withLayout: true });
}

async function logInThroughNavbar() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'Secret12!');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
}

const loginAnswer = { status: 200, data: { access_token: 'a', refresh_token: 'r', user_info: makeUser() } };

describe('root layout', () => {
  it("shows 'Loading...' while the start-up sign-in check runs", async () => {
    seedSession(makeUser());
    let answer: (value: { status: number; data: unknown }) => void = () => undefined;
    mockApi().on('GET', '/api/profile/', () => new Promise((resolve) => (answer = resolve)));
    renderApp('/');

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();

    answer({ status: 200, data: makeUser({ email: 'fresh@example.com' }) });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_info') ?? '{}').email).toBe('fresh@example.com');
  });

  it('clears tokens and user data when the start-up check fails', async () => {
    seedSession(makeUser());
    mockApi().on('GET', '/api/profile/', { status: 500 });
    renderApp('/');

    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
  });

  it('hides the navbar and footer during quiz play only', async () => {
    mockApi();
    const { unmount } = renderApp('/quiz');
    expect(await screen.findByText('Playing')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    unmount();

    renderApp('/multiplayer/play/ABC234');
    expect(await screen.findByText('Live game')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('keeps the navbar and footer on pages that only look like play addresses', async () => {
    mockApi();
    // Mistyped addresses land on the 404 page (here the catch-all screen), which needs the way back.
    for (const address of ['/quizzes', '/quiz-bank', '/multiplayer/play']) {
      const { unmount } = renderApp(address);
      expect(await screen.findByText('Other screen')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      unmount();
    }
  });

  it('shows navbar and footer with the support address elsewhere', async () => {
    mockApi();
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const label of ['About Us', 'Contact', 'Privacy Policy', 'support@quizforge.app']) {
      expect(within(footer).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('goes to the pending shared quiz after signing in', async () => {
    localStorage.setItem('pending_shared_token', 'tok123');
    mockApi().on('POST', '/api/login/', loginAnswer);
    renderApp('/');
    await logInThroughNavbar();

    expect(await screen.findByRole('heading', { name: 'Shared quiz tok123' })).toBeInTheDocument();
    expect(localStorage.getItem('pending_shared_token')).toBeNull();
  });

  it('goes to the stored post-login path after signing in', async () => {
    localStorage.setItem('post_login_path', '/saved-quizzes');
    mockApi().on('POST', '/api/login/', loginAnswer);
    renderApp('/');
    await logInThroughNavbar();

    expect(await screen.findByRole('heading', { name: 'Saved quizzes screen' })).toBeInTheDocument();
    expect(localStorage.getItem('post_login_path')).toBeNull();
  });

  it('stays on the page when there is nowhere stored to go', async () => {
    mockApi().on('POST', '/api/login/', loginAnswer);
    const { router } = renderApp('/');
    await logInThroughNavbar();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });
});
