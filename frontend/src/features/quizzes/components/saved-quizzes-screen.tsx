import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { EmptyStateIcon } from '@/features/quizzes/components/empty-state-icon';
import { ReviewEditModal } from '@/features/quizzes/components/review-edit-modal';
import { SavedQuizCard } from '@/features/quizzes/components/saved-quiz-card';
import { ShareModal } from '@/features/quizzes/components/share-modal';
import { SortSelect } from '@/features/quizzes/components/sort-select';
import { useQuizActions } from '@/features/quizzes/hooks/use-quiz-actions';
import { useSavedQuizzes } from '@/features/quizzes/hooks/use-saved-quizzes';
import { MESSAGES } from '@/features/quizzes/lib/messages';
import { DEFAULT_SORT, sortQuizzes, type QuizSortOrder } from '@/features/quizzes/lib/sort-quizzes';

import '@/features/quizzes/quizzes.css';

const savedCountLabel = (count: number) => (count === 1 ? '1 saved quiz' : `${count} saved quizzes`);

/** /saved-quizzes: 'Your Quiz Collection'. `notice`: shown above the quizzes to a signed-in user (the route's). */
export function SavedQuizzesScreen({ notice }: { notice?: ReactNode } = {}) {
  const { user, isLoggedIn, isPremium, checking } = useAuth();
  const { quizzes, status, reload, replaceQuiz, removeQuiz } = useSavedQuizzes(isLoggedIn);
  const [order, setOrder] = useState<QuizSortOrder>(DEFAULT_SORT);
  const sorted = useMemo(() => sortQuizzes(quizzes, order), [quizzes, order]);
  const actions = useQuizActions({ limits: user?.plan_limits ?? null, replaceQuiz, removeQuiz });
  const [params, setParams] = useSearchParams();
  const editRequest = params.get('edit');

  const handledRequest = useRef<string | null>(null);

  // ?edit={quizId}&question={n} (a game report's link): Review & Edit opens on that question, once.
  useEffect(() => {
    if (editRequest === null) {
      handledRequest.current = null;
      return;
    }
    if (status !== 'ready' || handledRequest.current === editRequest) return;
    handledRequest.current = editRequest;
    const question = Number(params.get('question'));
    setParams({}, { replace: true });
    const quiz = quizzes.find((candidate) => String(candidate.id) === editRequest);
    if (quiz) void actions.edit(quiz, Number.isInteger(question) && question > 0 ? question - 1 : null);
  }, [status, editRequest, params, setParams, quizzes, actions]);

  if (checking) {
    return (
      <main className="page">
        <LoadingScreen regularSpinner />
      </main>
    );
  }

  if (!isLoggedIn) {
    return (
      <main className="page">
        <div className="container container--narrow">
          <EmptyState
            icon={<EmptyStateIcon name="padlockWide" />}
            heading="h1"
            title="Please log in to view your saved quizzes"
            titleClassName="quizzes-gate__title"
          >
            <Link to={paths.home.getHref()} className="btn btn--primary">
              Return to Home
            </Link>
          </EmptyState>
        </div>
      </main>
    );
  }

  return (
    <main className="page">
      <div className="container">
        <PageHeader
          title="Your Quiz Collection"
          subtitle={status === 'ready' && quizzes.length > 0 ? savedCountLabel(quizzes.length) : undefined}
        />

        {notice}

        {status === 'loading' && (
          <LoadingScreen regularSpinner />
        )}

        {status === 'error' && (
          <Alert className="quizzes-load-error">
            <span>{MESSAGES.listFailed}</span>
            <button type="button" className="btn btn--small btn--secondary" onClick={reload}>
              Try again
            </button>
          </Alert>
        )}

        {status === 'ready' && quizzes.length === 0 && (
          <EmptyState icon={<EmptyStateIcon name="books" />} title="No saved quizzes yet">
            <p>Turn a document into a quiz and it will appear here.</p>
            <Link to={paths.generator.getHref()} className="btn btn--primary">
              Create Your First Quiz
            </Link>
          </EmptyState>
        )}

        {status === 'ready' && quizzes.length > 0 && (
          <>
            <div className="quizzes-toolbar">
              <SortSelect value={order} onChange={setOrder} />
              <Link to={paths.generator.getHref()} className="btn btn--secondary btn--small">
                + New Quiz
              </Link>
            </div>
            <ul className="list-reset quizzes-grid">
              {sorted.map((quiz) => (
                <li key={quiz.id}>
                  <SavedQuizCard
                    quiz={quiz}
                    isPremium={isPremium}
                    busyAction={actions.busyFor(quiz.id)}
                    onStart={() => void actions.start(quiz)}
                    onMultiplayer={() => actions.multiplayer(quiz)}
                    onEdit={() => void actions.edit(quiz)}
                    onShare={() => void actions.share(quiz)}
                    onPdf={() => void actions.pdf(quiz)}
                    onDelete={() => void actions.remove(quiz)}
                    onExport={(format) => void actions.exportAs(quiz, format)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <ReviewEditModal
        open={actions.editing !== null}
        title={actions.editing?.title ?? ''}
        questions={actions.editing?.questions ?? []}
        openQuestion={actions.editing?.openQuestion}
        onCancel={actions.closeEditor}
        onSave={actions.saveEdits}
        onPlay={actions.playEdits}
      />
      <ShareModal open={actions.shareLink !== null} link={actions.shareLink ?? ''} onClose={actions.closeShare} />
    </main>
  );
}
