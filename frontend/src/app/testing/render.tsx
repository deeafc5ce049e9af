/** Renders screens as src/testing/render does, optionally inside the app's real root layout (navbar, footer,
 * auth modal, redirects): for tests of how a screen behaves in the whole app. */
import type { ReactElement } from 'react';

import { RootLayout } from '@/app/routes/root-layout';
import {
  renderWithProviders as renderScreen,
  type RenderOptions,
  type RenderWithProvidersResult,
} from '@/testing/render';

export function renderWithProviders(
  ui: ReactElement,
  { withLayout = false, ...options }: Omit<RenderOptions, 'layout'> & { withLayout?: boolean } = {},
): RenderWithProvidersResult {
  return renderScreen(ui, { ...options, layout: withLayout ? <RootLayout /> : undefined });
}
