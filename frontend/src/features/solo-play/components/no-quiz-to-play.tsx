import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';

import '@/features/solo-play/solo-play.css';

/** /quiz opened without a quiz (a bookmark, a new tab): point the way to one. */
export function NoQuizToPlay() {
  return (
    <div className="solo solo--empty">
      <EmptyState
        as="section"
        className="solo-empty"
        icon={<Icon name="bullseye" className="solo-empty__icon" size={44} strokeWidth={1.8} />}
        heading="h1"
        title="No quiz to play yet"
        titleClassName="solo-empty__title"
        actions={
          <>
            <Link to={paths.savedQuizzes.getHref()} className="btn btn--primary">
              Go to Saved Quizzes
            </Link>
            <Link to={paths.generator.getHref()} className="btn btn--secondary">
              Create a Quiz
            </Link>
            <Link to={paths.home.getHref()} className="btn btn--ghost">
              Back to Home
            </Link>
          </>
        }
      >
        <p>Pick a quiz from your collection, or create a new one from a document.</p>
      </EmptyState>
    </div>
  );
}
