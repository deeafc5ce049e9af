import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import VerifyEmailRoute from './verify-email';

describe('verify email screen', () => {
  it('posts the token once, then re-reads the profile', async () => {
    seedSession(makeUser({ email_verified: false }));
    const server = mockApi()
      .on('POST', '/api/verify-email/', { status: 200, data: { message: 'Your email address is verified.' } })
      .on('GET', '/api/profile/', { status: 200, data: makeUser({ email_verified: true }) });
    renderWithProviders(<VerifyEmailRoute />, { route: '/verify-email/v-1', path: '/verify-email/:token' });

    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is verified.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/verify-email/')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/verify-email/')[0].body).toEqual({ token: 'v-1' });
    const verifyIndex = server.requests.findIndex((r) => r.path === '/api/verify-email/');
    expect(server.requests.slice(verifyIndex + 1).some((r) => r.path === '/api/profile/')).toBe(true);
    expect(JSON.parse(localStorage.getItem('user_info') ?? '{}').email_verified).toBe(true);
  });

  it("shows 'Verification failed.' when the token is refused", async () => {
    mockApi().on('POST', '/api/verify-email/', { status: 400, data: { error: 'This verification link has expired.' } });
    renderWithProviders(<VerifyEmailRoute />, { route: '/verify-email/v-2', path: '/verify-email/:token' });
    expect(await screen.findByRole('heading', { name: 'Verification failed.' })).toBeInTheDocument();
    expect(screen.getByText('This verification link has expired.')).toBeInTheDocument();
  });
});
