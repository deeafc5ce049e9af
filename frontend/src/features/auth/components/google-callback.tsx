import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { exchangeGoogleCode } from '@/features/auth/api/exchange-google-code';
import { takeGoogleSignInState } from '@/features/auth/google-sign-in-state';
import { serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export const GOOGLE_MISSING_DATA = 'Missing authentication data from Google';
export const GOOGLE_NOT_STARTED_HERE = 'Google sign-in failed: This sign-in was not started in this browser. Please try again.';

const GOOGLE_FAILED = 'We could not complete sign-in with Google. Please try again.';
/** The product's own sentence for each error the server sends; a link's own text is never shown. */
const GOOGLE_ERRORS: Record<string, string> = {
  not_configured: 'Google sign-in is not configured on this server.',
  access_denied: 'Sign-in was cancelled.',
  account_conflict: 'This Google account could not be linked to an account on this site.',
  google_error: GOOGLE_FAILED,
};

export function googleErrorSentence(error: string): string {
  return `Google sign-in failed: ${Object.hasOwn(GOOGLE_ERRORS, error) ? GOOGLE_ERRORS[error] : GOOGLE_FAILED}`;
}

/**
 * Finishes a Google sign-in this tab started: checks the state the server sent back against the tab's
 * own, then trades the one-time code for a session (the layout then redirects), or says why not.
 */
export function GoogleCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { completeSignIn, openAuthModal } = useAuth();
  const { showToast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const error = params.get('error');
    const code = params.get('code');
    const state = params.get('state');
    const expected = takeGoogleSignInState();
    // The code is spent on first use; keep it out of the history all the same.
    if (params.size > 0) void navigate(paths.authCallback.getHref(), { replace: true });
    if (error) {
      setFailure(googleErrorSentence(error));
      return;
    }
    if (!code || !state) {
      setFailure(GOOGLE_MISSING_DATA);
      return;
    }
    if (state !== expected) {
      setFailure(GOOGLE_NOT_STARTED_HERE);
      return;
    }
    exchangeGoogleCode(code, state).then(
      (session) => {
        completeSignIn(session);
        showToast(`Welcome, ${session.user_info.email}!`, 'success');
      },
      (reason: unknown) => setFailure(`Google sign-in failed: ${serverErrorMessage(reason) ?? GOOGLE_FAILED}`),
    );
  }, [params, navigate, completeSignIn, showToast]);

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
