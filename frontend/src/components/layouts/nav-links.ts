import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown only to signed-in users. */
  requiresLogin?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Generate Quiz', to: paths.generator.getHref() },
  { label: 'Multiplayer', to: paths.multiplayer.getHref() },
  { label: 'About', to: paths.about.getHref() },
  { label: 'Pricing', to: paths.pricing.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
  { label: 'My Quizzes', to: paths.savedQuizzes.getHref(), requiresLogin: true },
];

export function visibleNavItems(isLoggedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isLoggedIn || !item.requiresLogin);
}
