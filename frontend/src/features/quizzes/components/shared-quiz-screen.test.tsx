import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import SharedRoute from '@/app/routes/shared';
import { ToastProvider } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { AuthProvider, useAuth } from '@/lib/auth';
import { storage } from '@/lib/storage';
import type { UserInfo } from '@/types/api';

const USER: UserInfo = {
  email: 'ada@example.com',
  email_verified: true,
  date_joined: '2025-01-01T00:00:00Z',
  subscription_plan: 'free',
  subscription_cancel_at_period_end: false,
  subscription_end_date: null,
};

function AuthModalProbe() {
  const { authModalView } = useAuth();
  return <p data-testid="auth-modal">{authModalView ?? 'closed'}</p>;
}

function renderShared(token: string) {
  const router = createMemoryRouter(
    [
      { path: '/shared/:token', element: <SharedRoute /> },
      { path: '/saved-quizzes', element: <h1>Your Quiz Collection</h1> },
    ],
    { initialEntries: [`/shared/${token}`] },
  );
  render(
    <ToastProvider>
      <AuthProvider>
        <RouterProvider router={router} />
        <AuthModalProbe />
      </AuthProvider>
    </ToastProvider>,
  );
  return router;
}

function signIn() {
  storage.setTokens('access', 'refresh');
  storage.setUserInfo(USER);
  vi.spyOn(api, 'get').mockResolvedValue({ data: USER });
}

describe('/shared/{token}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks a visitor to sign in and keeps the token for afterwards', async () => {
    const post = vi.spyOn(api, 'post');
    renderShared('tok_123');
    await waitFor(() => expect(screen.getByTestId('auth-modal')).toHaveTextContent('login'));
    expect(storage.getPendingSharedToken()).toBe('tok_123');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('saves the quiz for a signed-in user, tells them, and shows the collection', async () => {
    signIn();
    storage.setPendingSharedToken('tok_123');
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { quiz_id: 9, already_saved: false, message: 'Quiz saved to your collection.' },
    });
    const router = renderShared('tok_123');
    expect(await screen.findByRole('heading', { name: 'Your Quiz Collection' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledExactlyOnceWith('/api/save-shared-quiz/', { share_token: 'tok_123' });
    expect(screen.getByText('Quiz saved to your collection.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/saved-quizzes');
    expect(storage.getPendingSharedToken()).toBeNull();
  });

  it("says 'Failed to save shared quiz.' when the server refuses", async () => {
    signIn();
    vi.spyOn(api, 'post').mockRejectedValue(new Error('offline'));
    const router = renderShared('tok_bad');
    expect(await screen.findByText('Failed to save shared quiz.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shared/tok_bad');
    expect(screen.getByRole('link', { name: 'Go to My Quizzes' })).toHaveAttribute('href', '/saved-quizzes');
  });
});
