import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

import { useAuth, type AuthModalView } from '@/lib/auth';
import { makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import { AuthModal } from './auth-modal';

function OpenOnMount({ view }: { view: AuthModalView }) {
  const { openAuthModal, isLoggedIn } = useAuth();
  useEffect(() => openAuthModal(view), [openAuthModal, view]);
  return <p>{isLoggedIn ? 'signed in' : 'signed out'}</p>;
}

function renderModal(view: AuthModalView) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <OpenOnMount view={view} />
      <AuthModal />
    </>,
  );
  return { user, dialog: () => screen.getByRole('dialog') };
}

const authAnswer = { access_token: 'acc', refresh_token: 'ref', user_info: makeUser({ email: 'new@example.com' }) };

describe('register view', () => {
  it('keeps submit disabled until every rule holds, with a live checklist and a confirm check', async () => {
    mockApi();
    const { user } = renderModal('register');
    const submit = await screen.findByRole('button', { name: 'Create Account' });
    const rule = (label: string) => screen.getByText(label).closest('li');

    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(rule('One lowercase letter')).toHaveClass('checklist__item--ok');
    expect(rule('One uppercase letter')).not.toHaveClass('checklist__item--ok');
    expect(rule('At least 8 characters')).not.toHaveClass('checklist__item--ok');

    await user.type(screen.getByLabelText('Password'), 'DEF12!');
    for (const label of ['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number', 'One special character']) {
      expect(rule(label)).toHaveClass('checklist__item--ok');
    }
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm Password'), 'abcDEF12');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm Password'), '!');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(submit).toBeDisabled();
  });

  async function fillRegister(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret12!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret12!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('says the account exists when the e-mail is taken', async () => {
    mockApi().on('POST', '/api/register/', { status: 400, data: { error: 'Email is already registered', details: {} } });
    const { user } = renderModal('register');
    await fillRegister(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please try signing in instead.',
    );
  });

  it('reports any other failure generically', async () => {
    mockApi().on('POST', '/api/register/', { status: 500 });
    const { user } = renderModal('register');
    await fillRegister(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('logs in with the same credentials when the register answer has no token', async () => {
    const server = mockApi()
      .on('POST', '/api/register/', { status: 201, data: { message: 'Account created' } })
      .on('POST', '/api/login/', { status: 200, data: authAnswer });
    const { user } = renderModal('register');
    await fillRegister(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/login/')[0].body).toEqual({ email: 'new@example.com', password: 'Secret12!' });
    expect(localStorage.getItem('access_token')).toBe('acc');
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });

  it('signs in straight from a register answer that carries tokens', async () => {
    const server = mockApi().on('POST', '/api/register/', { status: 201, data: authAnswer });
    const { user } = renderModal('register');
    await fillRegister(user);

    await waitFor(() => expect(screen.getByText('signed in')).toBeInTheDocument());
    expect(server.callsTo('POST', '/api/login/')).toHaveLength(0);
  });
});

describe('login view', () => {
  async function tryLogin(reply: Parameters<ReturnType<typeof mockApi>['on']>[2]) {
    mockApi().on('POST', '/api/login/', reply);
    const { user } = renderModal('login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    return screen.findByRole('alert');
  }

  it.each([
    [{ status: 401, data: { error: 'Invalid' } }, 'Invalid email or password. Please check your credentials and try again.'],
    [{ status: 404, data: { error: 'Nope' } }, 'Account not found. Please check your email or sign up for a new account.'],
    [{ status: 429, data: { error: 'Too many attempts. Please wait a minute.' } }, 'Too many attempts. Please wait a minute.'],
    [{ status: 500, data: '' }, 'Login failed. Please try again.'],
    ['network-error' as const, 'Unable to connect to the server. Please check your internet connection and try again.'],
  ])('shows the message for %j', async (reply, message) => {
    expect(await tryLogin(reply)).toHaveTextContent(message);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('closes, greets and stores the session after a good login', async () => {
    mockApi().on('POST', '/api/login/', { status: 200, data: { ...authAnswer, user_info: makeUser() } });
    const { user } = renderModal('login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret12!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Welcome back, ada@example.com!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('refresh_token')).toBe('ref');
    expect(JSON.parse(localStorage.getItem('user_info') ?? '{}').email).toBe('ada@example.com');
  });

  it('links to Google sign-in', async () => {
    mockApi();
    renderModal('login');
    expect(await screen.findByRole('link', { name: /Continue with Google/ })).toHaveAttribute('href', '/api/auth/google/');
  });
});

describe('forgot password view', () => {
  it("ends on 'Check Your Email' after sending", async () => {
    const server = mockApi().on('POST', '/api/request-password-reset/', { status: 200, data: { message: 'Sent.' } });
    const { user, dialog } = renderModal('login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(dialog()).findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/request-password-reset/')[0].body).toEqual({ email: 'ada@example.com' });

    await user.click(within(dialog()).getByRole('button', { name: 'Back to Login' }));
    expect(within(dialog()).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('says so when sending fails', async () => {
    mockApi().on('POST', '/api/request-password-reset/', { status: 500 });
    const { user } = renderModal('forgotPassword');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset instructions. Please try again.');
  });
});
