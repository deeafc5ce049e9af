import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { withChunkTimeout } from '@/lib/chunk-error';

import { RouteError } from './route-error';

function renderFailing(error: Error) {
  const Boom = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

describe('router fallback', () => {
  beforeEach(() => {
    // React and the router log the thrown error; the screen is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the heading, the message and a reload button', () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it("names a script part that failed to load as 'Loading chunk ... failed'", () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/home-B2x9.js'));
    expect(screen.getByText('Loading chunk home-B2x9 failed.')).toBeInTheDocument();
  });

  it('gives up on a script part that does not arrive in time', async () => {
    const never = () => new Promise<never>(() => undefined);
    await expect(withChunkTimeout(never, 10)).rejects.toThrow(/Loading chunk failed/);
  });
});
