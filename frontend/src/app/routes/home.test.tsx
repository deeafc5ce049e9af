import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, seedSession } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

import HomeRoute from './home';

describe('home screen', () => {
  it('invites visitors to try it for free', () => {
    mockApi();
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('link', { name: 'Try for Free' })).toHaveAttribute('href', '/generator');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/generator');
    expect(screen.getByRole('link', { name: 'Play Now' })).toHaveAttribute('href', '/multiplayer');
    expect(screen.getByRole('link', { name: 'Try Multiplayer' })).toHaveAttribute('href', '/multiplayer');
    for (const heading of ['Key Features', "Who It's For", 'Common Questions', 'Educators', 'Students']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const card of ['AI Question Generation', 'Multiplayer Quiz Battles', 'Interactive Learning', 'Multiple Formats']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
  });

  it('speaks to signed-in users with Create Quiz Now and Create Your Quiz', async () => {
    const user = makeUser();
    seedSession(user);
    mockApi().on('GET', '/api/profile/', { status: 200, data: user });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('link', { name: 'Create Quiz Now' })).toHaveAttribute('href', '/generator');
    expect(screen.getByRole('link', { name: 'Create Your Quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try for Free' })).not.toBeInTheDocument();
  });
});
