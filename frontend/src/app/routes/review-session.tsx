import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import type { Question } from '@/types/api';

import { SoloPlay } from '@/app/routes/quiz';
import { answerReview, getReviewDue, type ReviewItem } from '@/features/reviews/api/review-queue';

export const NOTHING_DUE = 'No questions are due for review. Questions you miss come back here a day later.';
export const REVIEW_SIGN_IN = 'Please log in to review the questions you missed.';

const asQuestion = (item: ReviewItem): Question => ({
  question: item.question,
  choices: item.choices,
  correct_answer: item.correct_answer,
  explanation: item.explanation || undefined,
  source: item.source || undefined,
});

/** /review: a session of the signed-in user's questions due for review; each answer reschedules its question. */
export default function ReviewSessionRoute() {
  const { isLoggedIn, checking } = useAuth();
  const [items, setItems] = useState<ReviewItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    getReviewDue()
      .then((due) => current && setItems(due.items))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [isLoggedIn]);

  const questions = useMemo(() => (items ?? []).map(asQuestion), [items]);
  const reschedule = useCallback(
    (question: Question, correct: boolean) => {
      const item = items?.[questions.indexOf(question)];
      if (item) answerReview(item.id, correct).catch(() => undefined); // it stays due and comes back
    },
    [items, questions],
  );

  const home = (
    <Link className="btn btn--primary" to={paths.savedQuizzes.getHref()}>
      Go to Saved Quizzes
    </Link>
  );
  if (checking) return <LoadingScreen fullHeight />;
  if (!isLoggedIn) return <StatusPage visual={<Icon name="padlock" size={48} />} title="Spaced Review" message={REVIEW_SIGN_IN} actions={home} />;
  if (failed) return <StatusPage visual={<Icon name="clock" size={48} />} title="Spaced Review" message="Could not load your review. Please try again." actions={home} />;
  if (!items) return <LoadingScreen fullHeight />;
  if (items.length === 0) return <StatusPage visual={<Icon name="check" size={48} />} title="Spaced Review" message={NOTHING_DUE} actions={home} />;
  return (
    <main className="solo-page">
      <SoloPlay play={{ title: 'Spaced Review', questions, quizId: null }} onAnswered={reschedule} />
    </main>
  );
}
