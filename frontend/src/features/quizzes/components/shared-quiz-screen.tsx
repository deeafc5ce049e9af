import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { storage } from '@/lib/storage';

import { saveSharedQuiz } from '@/features/quizzes/api/save-shared-quiz';
import { EmptyStateIcon } from '@/features/quizzes/components/empty-state-icon';

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

  let card;
  if (state.kind === 'failed') {
    card = (
      <EmptyState
        className="shared-quiz"
        actions={
          <>
            <Link to={paths.savedQuizzes.getHref()} className="btn btn--primary">
              Go to My Quizzes
            </Link>
            <Link to={paths.home.getHref()} className="btn btn--secondary">
              Return to Home
            </Link>
          </>
        }
      >
        <Alert className="shared-quiz__error">
          <div>
            <strong>{SHARED_SAVE_FAILED}</strong>
            {state.reason && <p className="mb-0">{state.reason}</p>}
          </div>
        </Alert>
      </EmptyState>
    );
  } else if (!checking && !isLoggedIn) {
    card = (
      <EmptyState
        className="shared-quiz"
        icon={<EmptyStateIcon name="link" />}
        heading="h1"
        title="A quiz was shared with you"
        titleClassName="shared-quiz__title"
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
              Log In
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => openAuthModal('register')}>
              Sign Up
            </button>
          </>
        }
      >
        <p>Log in or create a free account to add it to your quiz collection.</p>
      </EmptyState>
    );
  } else {
    card = (
      <EmptyState className="shared-quiz">
        <LoadingScreen
          regularSpinner
          className="shared-quiz__saving"
          label={checking ? 'Loading...' : 'Saving the shared quiz to your collection...'}
        />
      </EmptyState>
    );
  }

  return (
    <main className="page">
      <div className="container container--narrow">{card}</div>
    </main>
  );
}
