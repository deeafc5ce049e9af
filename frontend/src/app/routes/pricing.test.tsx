/** The pricing screen with the sign-in dialog the app mounts beside it. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { AuthModal } from '@/features/auth/components/auth-modal';
import { browserNavigation } from '@/lib/browser';
import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi, type Reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import type { UserInfo } from '@/types/api';

import { PricingPlans } from '@/features/billing/components/pricing-plans';

function renderPricing(user: UserInfo | null, checkout?: Reply) {
  const server = mockApi();
  if (user) {
    seedSession(user);
    server.on('GET', '/api/profile/', { status: 200, data: user });
  }
  if (checkout) server.on('POST', '/api/subscription/', checkout);
  renderWithProviders(
    <>
      <PricingPlans />
      <AuthModal />
    </>,
  );
  return server;
}

const chooseYearly = async () => {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose Premium Yearly' }));
};

describe('pricing plans', () => {
  it('lists Free, monthly $3.99 (was $9.99, 60% off) and yearly $24 (was $119.88, 80% off)', () => {
    renderPricing(null);
    expect(screen.getByText('$3.99')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('60% OFF')).toBeInTheDocument();
    expect(screen.getByText('$24')).toBeInTheDocument();
    expect(screen.getByText('$119.88')).toBeInTheDocument();
    expect(screen.getByText('80% OFF')).toBeInTheDocument();
    expect(screen.getByText('About $2 a month')).toBeInTheDocument();
    expect(screen.getByText('Priority support')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before checkout', async () => {
    const server = renderPricing(null);
    await chooseYearly();
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/subscription/')).toHaveLength(0);
  });

  it('sends the plan type and leaves for the checkout page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const server = renderPricing(makeUser(), { status: 200, data: { checkout_url: 'https://pay.example/cs_1' } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose Premium Monthly' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(server.callsTo('POST', '/api/subscription/')[0].body).toEqual({ plan_type: 'monthly' });
  });

  it('tells a renewing premium user they already subscribe', async () => {
    const server = renderPricing(makeUser({ subscription_plan: 'premium' }));
    await chooseYearly();
    expect(await screen.findByText('You already have an active Premium subscription!')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/subscription/')).toHaveLength(0);
  });

  it.each([
    [{ status: 503, data: { error: 'Payments are not configured on this server.' } }, 'Payments are not configured on this server.'],
    [{ status: 403, data: {} }, 'Please verify your email first.'],
    [{ status: 403, data: { error: 'Please verify your email address first.' } }, 'Please verify your email address first.'],
    [{ status: 400, data: {} }, 'Unable to create subscription.'],
    [{ status: 500, data: {} }, 'Failed to create checkout session. Please try again.'],
  ])('shows the checkout error for %j', async (reply, message) => {
    renderPricing(makeUser(), reply);
    await chooseYearly();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Choose Premium Yearly' })).toBeEnabled();
  });
});
