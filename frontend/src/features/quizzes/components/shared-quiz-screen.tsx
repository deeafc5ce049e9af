import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { storage } from '@/lib/storage';

import { LinkIcon } from '@/features/quizzes/components/icons';
import { saveSharedQuiz } from '@/features/quizzes/api/save-shared-quiz';

import '@/features/quizzes/quizzes.css';

export const SHARED_SAVE_FAILED = 'Failed to save shared quiz.';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; reason: string | null };

/**
 * /shared/{token}: copies the shared quiz into the signed-in user's collection, then shows the collection.
 * A visitor is asked to sign in first; the token waits in storage and the app comes back here afterwards.
 */
export function SharedQuizScreen({ token }: { token: string }) {
  const { isLoggedIn, checking, openAuthModal } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // One save per token, even when the effect runs again (development double effects, session refreshes).
  const savedToken = useRef<string | null>(null);

  useEffect(() => {
    if (checking || !token) return;
    if (!isLoggedIn) {
      storage.setPendingSharedToken(token);
      openAuthModal('login');
      return;
    }
    if (savedToken.current === token) return;
    savedToken.current = token;
    setState({ kind: 'saving' });
    saveSharedQuiz(token)
      .then((result) => {
        storage.setPendingSharedToken(null);
        showToast(result.message, result.already_saved ? 'info' : 'success');
        navigate(paths.savedQuizzes.getHref(), { replace: true });
      })
      .catch((error: unknown) => {
        // A refused link stays refused: forget it so sign-ins stop coming back here.
        storage.setPendingSharedToken(null);
        setState({ kind: 'failed', reason: serverErrorMessage(error) ?? null });
      });
    // openAuthModal, showToast and navigate change identity with unrelated renders; token and session decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, isLoggedIn, checking]);

  let content;
  if (state.kind === 'failed') {
    content = (
      <>
        <div className="alert alert--error shared-quiz__error" role="alert">
          <div>
            <strong>{SHARED_SAVE_FAILED}</strong>
            {state.reason && <p className="mb-0">{state.reason}</p>}
          </div>
        </div>
        <div className="shared-quiz__actions">
          <Link to={paths.savedQuizzes.getHref()} className="btn btn--primary">
            Go to My Quizzes
          </Link>
          <Link to={paths.home.getHref()} className="btn btn--secondary">
            Return to Home
          </Link>
        </div>
      </>
    );
  } else if (!checking && !isLoggedIn) {
    content = (
      <>
        <div className="empty-state__icon quizzes-icon">
          <LinkIcon />
        </div>
        <h1 className="shared-quiz__title">A quiz was shared with you</h1>
        <p>Log in or create a free account to add it to your quiz collection.</p>
        <div className="shared-quiz__actions">
          <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
            Log In
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => openAuthModal('register')}>
            Sign Up
          </button>
        </div>
      </>
    );
  } else {
    content = (
      <div className="loading-screen shared-quiz__saving" role="status">
        <span className="spinner" aria-hidden="true" />
        {checking ? 'Loading...' : 'Saving the shared quiz to your collection...'}
      </div>
    );
  }

  return (
    <main className="page">
      <div className="container container--narrow">
        <div className="card empty-state shared-quiz">{content}</div>
      </div>
    </main>
  );
}
