import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';
import { errorStatus, serverErrorMessage } from '@/lib/api-client';

import { SoloPlay } from '@/app/routes/quiz';
import { getPlayerReview, type PlayerReview } from '@/features/multiplayer/api/review';
import { MESSAGES } from '@/features/multiplayer/lib/rules';
import type { SoloPlayState } from '@/features/solo-play/lib/play-state';

export const REVIEW_GONE = 'There is nothing to review with this link: the results of that game are no longer kept.';
export const NOTHING_MISSED = 'You answered every question right. Nothing to review!';

/** The questions missed, as a quiz played alone: the quote and explanation come after each answer. */
function reviewQuiz(review: PlayerReview): SoloPlayState {
  return {
    quizId: null,
    title: `Review: ${review.quiz_title}`,
    questions: review.questions.map((question) => ({
      question: question.question,
      choices: question.choices,
      correct_answer: question.correct_answer,
      source: question.source ?? undefined,
      explanation: question.explanation ?? undefined,
    })),
  };
}

/** /multiplayer/review/{playerToken}: "Review my mistakes" from a live game, without an account. */
export default function MultiplayerReviewRoute() {
  const { playerToken = '' } = useParams();
  const [review, setReview] = useState<PlayerReview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getPlayerReview(playerToken)
      .then((loaded) => current && setReview(loaded))
      .catch((failure: unknown) => current && setFailed(errorStatus(failure) === 404 ? REVIEW_GONE : (serverErrorMessage(failure) ?? MESSAGES.connection)));
    return () => {
      current = false;
    };
  }, [playerToken]);
  const play = useMemo(() => (review ? reviewQuiz(review) : null), [review]);

  const back = (
    <Link className="btn btn--primary" to={paths.multiplayer.getHref()}>
      Back to Multiplayer
    </Link>
  );
  if (failed) {
    const title = failed === REVIEW_GONE ? 'Review not found' : 'Could not load the review';
    return <StatusPage visual={<Icon name="clock" size={48} />} title={title} message={failed} actions={back} />;
  }
  if (!review || !play) return <LoadingScreen fullHeight />;
  if (play.questions.length === 0) {
    return <StatusPage visual={<Icon name="check" size={48} />} title="Nothing to review" message={NOTHING_MISSED} actions={back} />;
  }
  return (
    <main className="solo-page">
      <SoloPlay play={play} />
    </main>
  );
}
