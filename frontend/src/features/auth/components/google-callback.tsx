import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import type { UserInfo } from '@/types/api';

export const GOOGLE_MISSING_DATA = 'Missing authentication data from Google';

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as UserInfo;
    return parsed && typeof parsed.email === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Reads Google's answer from the query string: signs in (the layout then redirects) or says why not. */
export function GoogleCallback() {
  const [params] = useSearchParams();
  const { completeSignIn, openAuthModal } = useAuth();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const error = params.get('error');
    if (error) {
      setFailure(`Google sign-in failed: ${params.get('message') || error}`);
      return;
    }
    const token = params.get('token');
    const refresh = params.get('refresh_token');
    const user = parseUserInfo(params.get('user_info'));
    if (!token || !refresh || !user) {
      setFailure(GOOGLE_MISSING_DATA);
      return;
    }
    completeSignIn({ access_token: token, refresh_token: refresh, user_info: user });
    showToast(`Welcome, ${user.email}!`, 'success');
  }, [params, completeSignIn, showToast]);

  if (!failure) return <LoadingScreen label="Signing you in..." />;

  return (
    <div className="card auth-card stack text-center">
      <div className="status-icon status-icon--error" aria-hidden="true">
        !
      </div>
      <h1 className="page-title">Sign-in Failed</h1>
      <Alert>{failure}</Alert>
      <div className="row row--center">
        <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
          Try Again
        </button>
        <Link className="btn btn--secondary" to={paths.home.getHref()}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
