import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

import { verifyEmail } from '../api/verify-email';
import { VERIFY_EMAIL_ERROR } from '../utils/auth-errors';

type Status = { state: 'verifying' } | { state: 'verified'; message?: string } | { state: 'failed'; detail?: string };

/** Confirms the e-mail address from the link's token, then re-reads the profile. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const { refreshProfile, isLoggedIn, openAuthModal } = useAuth();
  const [status, setStatus] = useState<Status>({ state: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    // A token works once: never post it twice (development renders effects twice).
    if (started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(async ({ message }) => {
        await refreshProfile();
        setStatus({ state: 'verified', message });
      })
      .catch((caught: unknown) => setStatus({ state: 'failed', detail: serverErrorMessage(caught) }));
  }, [token, refreshProfile]);

  if (status.state === 'verifying') {
    return (
      <div className="stack text-center" role="status">
        <span className="spinner spinner--large" style={{ margin: '0 auto' }} aria-hidden="true" />
        <p className="muted mb-0">Verifying your email...</p>
      </div>
    );
  }

  if (status.state === 'failed') {
    return (
      <div className="stack text-center">
        <div className="status-icon status-icon--error" aria-hidden="true">
          !
        </div>
        <h1 className="page-title">{VERIFY_EMAIL_ERROR}</h1>
        <p className="muted">
          {status.detail && status.detail !== VERIFY_EMAIL_ERROR
            ? status.detail
            : 'The link may have expired or already been used. You can ask for a new one from your profile.'}
        </p>
        <div className="row row--center">
          <Link className="btn btn--primary" to={isLoggedIn ? paths.profile.getHref() : paths.home.getHref()}>
            {isLoggedIn ? 'Go to Profile' : 'Return to Home'}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="stack text-center">
      <div className="status-icon status-icon--success" aria-hidden="true">
        ✓
      </div>
      <h1 className="page-title">Email Verified!</h1>
      <p className="muted">{status.message ?? 'Your email address has been verified. You now have full access to your account.'}</p>
      <div className="row row--center">
        {isLoggedIn ? (
          <Link className="btn btn--primary" to={paths.generator.getHref()}>
            Create a Quiz
          </Link>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
            Log In
          </button>
        )}
      </div>
    </div>
  );
}
