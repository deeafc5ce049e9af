/** Renders screens the way the app does: toasts + session providers around a memory router. */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';

import { AppProvider } from '@/components/app-provider';

export interface RenderOptions {
  /** The URL the router starts at (with navigation state, as an object). */
  route?: InitialEntry;
  /** Pattern the element is mounted at, for screens that read route params. */
  path?: string;
  /** Extra routes (for example where a screen navigates to). */
  routes?: RouteObject[];
  /** A layout route (rendering an Outlet) to mount the screens in. */
  layout?: ReactElement;
}

export type RenderWithProvidersResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', path = '*', routes = [], layout } = options;
  const screens: RouteObject[] = [...routes, { path, element: ui }];
  const router = createMemoryRouter(layout ? [{ element: layout, children: screens }] : screens, {
    initialEntries: [route],
  });
  const result = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return Object.assign(result, { router });
}

/** Lets pending requests (such as the start-up profile check) answer and their updates render. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  });
}
