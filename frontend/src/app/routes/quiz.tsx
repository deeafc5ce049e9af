import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { errorStatus, serverErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import type { Question } from '@/types/api';

import { saveQuiz } from '@/features/quizzes/api/save-quiz';
import { recordMisses } from '@/features/reviews/api/review-queue';
import { shareQuiz } from '@/features/quizzes/api/share-quiz';
import { ShareModal } from '@/features/quizzes/components/share-modal';
import { MESSAGES } from '@/features/quizzes/lib/messages';
import { SoloQuiz } from '@/features/solo-play/components/solo-quiz';
import { NoQuizToPlay } from '@/features/solo-play/components/no-quiz-to-play';
import { readSoloPlayState, type SoloPlayState } from '@/features/solo-play/lib/play-state';

export default function QuizRoute() {
  const location = useLocation();
  const play = useMemo(() => readSoloPlayState(location.state), [location.state]);
  return <main className="solo-page">{play ? <SoloPlay play={play} /> : <NoQuizToPlay />}</main>;
}

interface SoloPlayProps {
  play: SoloPlayState;
  /** Each answer as it shows; by default a signed-in player's misses enter their review queue. */
  onAnswered?: (question: Question, correct: boolean) => void;
}

/** Solo play plus what the results screen needs from the quiz library: saving and sharing (also a live game's review). */
export function SoloPlay({ play, onAnswered }: SoloPlayProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, openAuthModal } = useAuth();
  const [quizId, setQuizId] = useState(play.quizId);
  const [shareLink, setShareLink] = useState<string | null>(null);

  /** The saved quiz's id, saving the quiz first when it is not in the collection yet. */
  const ensureSaved = async (): Promise<number | null> => {
    if (quizId !== null) return quizId;
    if (!isLoggedIn) {
      openAuthModal('login');
      return null;
    }
    try {
      const saved = await saveQuiz({ title: play.title, questions: play.questions });
      const id = saved.quiz_id ?? saved.id;
      setQuizId(id);
      // Remember it in the history entry too, so a reload does not save the quiz a second time.
      navigate(location.pathname, { replace: true, state: { ...play, quizId: id } });
      return id;
    } catch (error) {
      // A plan's refusal is the server's sentence (the spec's words, which stand in when it sends none).
      window.alert(errorStatus(error) === 403 ? (serverErrorMessage(error) ?? MESSAGES.saveLimit) : MESSAGES.saveFailed);
      return null;
    }
  };

  const share = async () => {
    const id = await ensureSaved();
    if (id === null) return;
    try {
      setShareLink(await shareQuiz(id));
    } catch {
      window.alert(MESSAGES.shareFailed);
    }
  };

  const queueMiss = useCallback(
    (question: Question, correct: boolean) => {
      if (isLoggedIn && !correct) recordMisses([question]).catch(() => undefined); // play goes on without it
    },
    [isLoggedIn],
  );

  const save = async () => {
    const id = await ensureSaved();
    if (id !== null) navigate(paths.savedQuizzes.getHref());
  };

  return (
    <>
      <SoloQuiz
        title={play.title}
        questions={play.questions}
        // Scores belong to an account: a signed-out player (an old history entry) just plays.
        quizId={isLoggedIn ? quizId : null}
        onHome={() => navigate(paths.home.getHref())}
        onShare={share}
        onSave={save}
        onNewQuiz={() => navigate(paths.generator.getHref())}
        onAnswered={onAnswered ?? queueMiss}
      />
      <ShareModal open={shareLink !== null} link={shareLink ?? ''} onClose={() => setShareLink(null)} />
    </>
  );
}

