import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { BooksIcon, LockIcon } from '@/features/quizzes/components/icons';
import { ReviewEditModal } from '@/features/quizzes/components/review-edit-modal';
import { SavedQuizCard } from '@/features/quizzes/components/saved-quiz-card';
import { ShareModal } from '@/features/quizzes/components/share-modal';
import { SortSelect } from '@/features/quizzes/components/sort-select';
import { useQuizActions } from '@/features/quizzes/hooks/use-quiz-actions';
import { useSavedQuizzes } from '@/features/quizzes/hooks/use-saved-quizzes';
import { MESSAGES } from '@/features/quizzes/lib/messages';
import { DEFAULT_SORT, sortQuizzes, type QuizSortOrder } from '@/features/quizzes/lib/sort-quizzes';

import '@/features/quizzes/quizzes.css';

/** /saved-quizzes: 'Your Quiz Collection'. */
export function SavedQuizzesScreen() {
  const { isLoggedIn, isPremium, checking } = useAuth();
  const { quizzes, status, reload, replaceQuiz, removeQuiz } = useSavedQuizzes(isLoggedIn);
  const [order, setOrder] = useState<QuizSortOrder>(DEFAULT_SORT);
  const sorted = useMemo(() => sortQuizzes(quizzes, order), [quizzes, order]);
  const actions = useQuizActions({ isPremium, replaceQuiz, removeQuiz });

  if (checking) {
    return (
      <main className="page">
        <div className="loading-screen" role="status">
          <span className="spinner" aria-hidden="true" />
          Loading...
        </div>
      </main>
    );
  }

  if (!isLoggedIn) {
    return (
      <main className="page">
        <div className="container container--narrow">
          <div className="card empty-state">
            <div className="empty-state__icon quizzes-icon">
              <LockIcon />
            </div>
            <h1 className="quizzes-gate__title">Please log in to view your saved quizzes</h1>
            <Link to={paths.home.getHref()} className="btn btn--primary">
              Return to Home
            </Link>
          </div>
        </div>
      </main>
    );
  }

  return (
    <main className="page">
      <div className="container">
        <header className="page-header">
          <h1 className="page-title">Your Quiz Collection</h1>
          {status === 'ready' && quizzes.length > 0 && (
            <p className="page-subtitle">
              {quizzes.length === 1 ? '1 saved quiz' : `${quizzes.length} saved quizzes`}
            </p>
          )}
        </header>

        {status === 'loading' && (
          <div className="loading-screen" role="status">
            <span className="spinner" aria-hidden="true" />
            Loading...
          </div>
        )}

        {status === 'error' && (
          <div className="alert alert--error quizzes-load-error" role="alert">
            <span>{MESSAGES.listFailed}</span>
            <button type="button" className="btn btn--small btn--secondary" onClick={reload}>
              Try again
            </button>
          </div>
        )}

        {status === 'ready' && quizzes.length === 0 && (
          <div className="card empty-state">
            <div className="empty-state__icon quizzes-icon">
              <BooksIcon />
            </div>
            <h2>No saved quizzes yet</h2>
            <p>Turn a document into a quiz and it will appear here.</p>
            <Link to={paths.generator.getHref()} className="btn btn--primary">
              Create Your First Quiz
            </Link>
          </div>
        )}

        {status === 'ready' && quizzes.length > 0 && (
          <>
            <div className="quizzes-toolbar">
              <SortSelect value={order} onChange={setOrder} />
              <Link to={paths.generator.getHref()} className="btn btn--secondary btn--small">
                + New Quiz
              </Link>
            </div>
            <ul className="quizzes-grid">
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
        onCancel={actions.closeEditor}
        onSave={actions.saveEdits}
        onPlay={actions.playEdits}
      />
      <ShareModal open={actions.shareLink !== null} link={actions.shareLink ?? ''} onClose={actions.closeShare} />
    </main>
  );
}
