/** Where to go right after a sign-in: a pending shared quiz first, then a stored post-login path. */
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';

/** Returns the destination once and forgets it, so a later sign-in does not repeat it. */
export function takePostSignInPath(): string | null {
  const sharedToken = storage.getPendingSharedToken();
  if (sharedToken) {
    storage.setPendingSharedToken(null);
    return paths.shared.getHref(sharedToken);
  }
  const stored = storage.getPostLoginPath();
  if (stored) {
    storage.setPostLoginPath(null);
    // Only paths inside this app: a stored absolute URL must not send the user elsewhere.
    if (stored.startsWith('/') && !stored.startsWith('//')) return stored;
  }
  return null;
}
