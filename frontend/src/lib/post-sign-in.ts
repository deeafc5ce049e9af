/** Where to go right after a sign-in: a pending shared quiz first, then a stored post-login path. */
import { matchPath } from 'react-router';

import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';

/**
 * Pages a sign-in must not come back to: their link works once (or, for /shared, the pending token
 * already brings the user back).
 */
const NOT_RETURNABLE = [paths.authCallback.path, paths.verifyEmail.path, paths.resetPassword.path, paths.shared.path];

/**
 * Remembers the page the user is on before a sign-in that leaves the app (Google), so the return
 * lands there instead of on the home page.
 */
export function rememberPostSignInPath(location: { pathname: string; search?: string; hash?: string }): void {
  if (NOT_RETURNABLE.some((pattern) => matchPath(pattern, location.pathname))) return;
  storage.setPostLoginPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
}

/** Returns the destination once and forgets both kinds, so a later sign-in does not repeat either. */
export function takePostSignInPath(): string | null {
  const sharedToken = storage.getPendingSharedToken();
  const stored = storage.getPostLoginPath();
  storage.setPendingSharedToken(null);
  storage.setPostLoginPath(null);
  if (sharedToken) return paths.shared.getHref(sharedToken);
  // Only paths inside this app: a stored absolute URL must not send the user elsewhere.
  if (stored && stored.startsWith('/') && !stored.startsWith('//')) return stored;
  return null;
}
