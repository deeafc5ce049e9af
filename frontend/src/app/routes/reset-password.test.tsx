import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AuthModal } from '@/features/auth/components/auth-modal';
import { mockApi, type Reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import ResetPasswordRoute from './reset-password';

function renderReset(reply: Reply) {
  const server = mockApi().on('POST', '/api/reset-password/', reply);
  const result = renderWithProviders(
    <>
      <ResetPasswordRoute />
      <AuthModal />
    </>,
    { route: '/reset-password/tok-1', path: '/reset-password/:token', routes: [{ path: '/', element: <AuthModal /> }] },
  );
  return { server, ...result };
}

async function fillPasswords(first: string, second: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), first);
  await user.type(screen.getByLabelText('Confirm New Password'), second);
  return user;
}

describe('reset password screen', () => {
  it('needs matching passwords that meet the rules', async () => {
    renderReset({ status: 200 });
    await fillPasswords('Secret12!', 'Secret12?');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('sends token and new password, then opens the login view', async () => {
    const { server, router } = renderReset({ status: 200, data: { message: 'Password updated.' } });
    const user = await fillPasswords('Secret12!', 'Secret12!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    // The dialog opens while the app leaves for '/', so the first one found may be on its way out.
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(server.callsTo('POST', '/api/reset-password/')[0].body).toEqual({ token: 'tok-1', new_password: 'Secret12!' });
  });

  it('says so when the reset fails', async () => {
    renderReset({ status: 400, data: { error: 'This reset link has expired.' } });
    const user = await fillPasswords('Secret12!', 'Secret12!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reset password.');
    expect(alert).toHaveTextContent('This reset link has expired.');
  });
});
