import { Link } from 'react-router';

import { paths } from '@/config/paths';

import '@/features/solo-play/solo-play.css';

/** /quiz opened without a quiz (a bookmark, a new tab): point the way to one. */
export function NoQuizToPlay() {
  return (
    <div className="solo solo--empty">
      <section className="card empty-state solo-empty">
        <svg className="solo-empty__icon" width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <circle cx="12" cy="12" r="5" />
          <circle cx="12" cy="12" r="1.5" fill="currentColor" />
        </svg>
        <h1 className="solo-empty__title">No quiz to play yet</h1>
        <p>Pick a quiz from your collection, or create a new one from a document.</p>
        <div className="solo-empty__actions">
          <Link to={paths.savedQuizzes.getHref()} className="btn btn--primary">
            Go to Saved Quizzes
          </Link>
          <Link to={paths.generator.getHref()} className="btn btn--secondary">
            Create a Quiz
          </Link>
          <Link to={paths.home.getHref()} className="btn btn--ghost">
            Back to Home
          </Link>
        </div>
      </section>
    </div>
  );
}
