import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import type { UserInfo } from '@/types/api';

import ProfileRoute from './profile';

function renderProfile(user: UserInfo) {
  seedSession(user);
  const server = mockApi().on('GET', '/api/profile/', { status: 200, data: user });
  renderWithProviders(<ProfileRoute />, { route: '/profile', path: '/profile' });
  return server;
}

describe('profile screen', () => {
  it('asks visitors to log in', () => {
    mockApi();
    renderWithProviders(<ProfileRoute />);
    expect(screen.getByRole('heading', { name: 'You must be logged in to view your profile.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows account information with a long US date and the verified badge', async () => {
    renderProfile(makeUser({ date_joined: '2025-01-05T10:00:00Z' }));
    const account = await screen.findByRole('region', { name: 'Account Information' });
    expect(within(account).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(account).getByText('January 5, 2025')).toBeInTheDocument();
    expect(within(account).getByText('Verified')).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
  });

  it("shows N/A without a join date, and lets an unverified user ask for a new e-mail", async () => {
    const server = renderProfile(makeUser({ date_joined: null as unknown as string, email_verified: false }));
    server.on('POST', '/api/resend-verification/', { status: 200, data: { message: 'We have sent you a new verification email.' } });
    const account = await screen.findByRole('region', { name: 'Account Information' });
    expect(within(account).getByText('N/A')).toBeInTheDocument();
    expect(within(account).getByText('Not Verified')).toBeInTheDocument();

    await userEvent.setup().click(within(account).getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('We have sent you a new verification email.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/resend-verification/')).toHaveLength(1);
  });

  it('offers an upgrade on the Free Plan', async () => {
    renderProfile(makeUser());
    const plan = await screen.findByRole('region', { name: /Free Plan/ });
    expect(within(plan).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  });

  it('cancels a premium plan after a reason and a confirmation', async () => {
    const premium = makeUser({ subscription_plan: 'premium', subscription_end_date: '2026-03-01T00:00:00Z' });
    const server = renderProfile(premium);
    server.on('DELETE', '/api/subscription/', { status: 200, data: {} });
    const user = userEvent.setup();
    const plan = await screen.findByRole('region', { name: /Premium Plan/ });
    expect(within(plan).getByText('Renews on March 1, 2026.')).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a reason for canceling')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'It is too expensive' }));
    await user.type(screen.getByLabelText(/Anything else/), 'Student budget');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Subscription?' });
    expect(within(confirm).getByText('March 1, 2026')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Cancel Subscription' }));

    expect(await screen.findByText('Subscription canceled successfully.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/subscription/')[0].body).toEqual({
      reason: 'too_expensive',
      additional_feedback: 'Student budget',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with both failure messages when cancelling fails', async () => {
    const server = renderProfile(makeUser({ subscription_plan: 'premium' }));
    server.on('DELETE', '/api/subscription/', { status: 500 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Subscription' }));

    const confirm = screen.getByRole('dialog', { name: 'Cancel Subscription?' });
    expect(await within(confirm).findByText('Failed to cancel subscription. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to cancel subscription')).toBeInTheDocument();
    expect(within(confirm).getByText('the end of the billing period')).toBeInTheDocument();
  });

  it('shows an expiring premium plan with its end date and a way back', async () => {
    renderProfile(makeUser({ subscription_plan: 'premium', subscription_cancel_at_period_end: true, subscription_end_date: '2026-03-01T00:00:00Z' }));
    const plan = await screen.findByRole('region', { name: /Premium Plan/ });
    expect(within(plan).getByText('Free (Expiring)')).toBeInTheDocument();
    expect(within(plan).getByText(/Premium features stay active until March 1, 2026/)).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Renew Premium' })).toHaveAttribute('href', '/pricing');
    expect(within(plan).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});
