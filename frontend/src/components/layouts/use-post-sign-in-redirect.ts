import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { takePostSignInPath } from '@/lib/post-sign-in';

/**
 * After every sign-in (modal or Google): a pending shared quiz wins, then a stored post-login path;
 * the Google callback screen, having nothing to show, goes home otherwise.
 */
export function usePostSignInRedirect(): void {
  const { signInCount } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  useEffect(() => {
    if (signInCount === 0) return;
    const onCallback = pathnameRef.current === paths.authCallback.path;
    const next = takePostSignInPath();
    if (next) navigate(next, { replace: onCallback || next === pathnameRef.current });
    else if (onCallback) navigate(paths.home.getHref(), { replace: true });
  }, [signInCount, navigate]);
}
