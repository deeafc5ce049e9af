import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import SharedRoute from '@/app/routes/shared';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { makeUser, seedSession } from '@/testing/fixtures';
import { AuthModalProbe } from '@/testing/probes';
import { renderWithProviders } from '@/testing/render';

function renderShared(token: string) {
  const { router } = renderWithProviders(
    <>
      <SharedRoute />
      <AuthModalProbe />
    </>,
    {
      route: `/shared/${token}`,
      path: '/shared/:token',
      routes: [{ path: '/saved-quizzes', element: <h1>Your Quiz Collection</h1> }],
    },
  );
  return router;
}

function signIn() {
  const user = makeUser();
  seedSession(user);
  vi.spyOn(api, 'get').mockResolvedValue({ data: user });
}

describe('/shared/{token}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks a visitor to sign in and keeps the token for afterwards', async () => {
    const post = vi.spyOn(api, 'post');
    renderShared('tok_123');
    await waitFor(() => expect(screen.getByTestId('auth-modal-view')).toHaveTextContent('login'));
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
