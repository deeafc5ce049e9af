import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { getReviewDue } from '@/features/reviews/api/review-queue';

import '@/features/reviews/reviews.css';

export const dueLabel = (count: number) => (count === 1 ? '1 question due for review' : `${count} questions due for review`);

/** The library's reminder of the questions the signed-in user missed that are due again. */
export function ReviewDueNotice() {
  const { isLoggedIn } = useAuth();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    getReviewDue()
      .then((due) => current && setCount(due.count))
      .catch(() => undefined); // the library works without it
    return () => {
      current = false;
    };
  }, [isLoggedIn]);
  if (!isLoggedIn || count === 0) return null;
  return (
    <aside className="card review-due" aria-label="Spaced review">
      <p className="review-due__count mb-0">
        <strong>{dueLabel(count)}</strong>
      </p>
      <Link className="btn btn--primary btn--small review-due__start" to={paths.reviewSession.getHref()}>
        Review now
      </Link>
    </aside>
  );
}
