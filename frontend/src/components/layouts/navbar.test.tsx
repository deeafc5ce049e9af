import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import type { UserInfo } from '@/types/api';

import { Navbar } from './navbar';

function renderSignedIn(user: UserInfo) {
  seedSession(user);
  const server = mockApi().on('GET', '/api/profile/', { status: 200, data: user });
  renderWithProviders(<Navbar />);
  return server;
}

async function openAccountMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return { user, menu: screen.getByRole('menu') };
}

describe('navbar', () => {
  it('shows the public links and Login/Register to visitors, without My Quizzes', () => {
    mockApi();
    renderWithProviders(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Generate Quiz', 'Multiplayer', 'About', 'Pricing', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'My Quizzes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('adds My Quizzes for a signed-in user and shows email and Free plan in the menu', async () => {
    renderSignedIn(makeUser());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Quizzes' })).toHaveAttribute('href', '/saved-quizzes');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    const { menu } = await openAccountMenu();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByText('Free')).toHaveClass('badge--free');
    for (const label of ['Upgrade', 'Pricing', 'Profile', 'My Quizzes', 'Logout']) {
      expect(within(menu).getByRole('menuitem', { name: label })).toBeInTheDocument();
    }
  });

  it('shows Premium for a renewing premium plan, without Upgrade', async () => {
    renderSignedIn(makeUser({ subscription_plan: 'premium' }));
    const { menu } = await openAccountMenu();
    expect(within(menu).getByText('Premium')).toHaveClass('badge--premium');
    expect(within(menu).queryByRole('menuitem', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it("shows 'Free (Expiring)' for a premium plan set to cancel", async () => {
    renderSignedIn(makeUser({ subscription_plan: 'premium', subscription_cancel_at_period_end: true }));
    const { menu } = await openAccountMenu();
    expect(within(menu).getByText('Free (Expiring)')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('logs out: the server is told, storage is cleared and Login comes back', async () => {
    localStorage.setItem('pending_shared_token', 'abc');
    const server = renderSignedIn(makeUser());
    server.on('POST', '/api/logout/', { status: 200, data: {} });
    const { user, menu } = await openAccountMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/logout/')[0].body).toEqual({ refresh: 'refresh-1' });
    for (const key of ['access_token', 'refresh_token', 'user_info', 'pending_shared_token']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('opens a mobile menu with the same links and the auth buttons', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Generate Quiz' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });
});
