import { useEffect, useRef, useState } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { Icon } from '@/components/ui/icon';

import {
  isNewHighScore,
  MAX_STARS,
  resultMessage,
  scorePercent,
  starCount,
} from '@/features/solo-play/lib/results';

interface ResultsScreenProps {
  title: string;
  score: number;
  total: number;
  previousBest: number;
  onTryAgain: () => void;
  onShare: () => Promise<void> | void;
  onSave: () => Promise<void> | void;
  onNewQuiz: () => void;
}

export function ResultsScreen({ title, score, total, previousBest, onTryAgain, onShare, onSave, onNewQuiz }: ResultsScreenProps) {
  const [busy, setBusy] = useState<'share' | 'save' | null>(null);
  // The button that led here is gone: the verdict takes the focus, so it is read out and Tab starts here.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  const percent = scorePercent(score, total);
  const stars = starCount(score, total);

  const run = async (kind: 'share' | 'save', action: () => Promise<void> | void) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="solo-results" aria-labelledby="solo-results-title">
      <div className={percent >= 70 ? 'solo-results__icon solo-results__icon--gold' : 'solo-results__icon'}>
        <Icon name="trophyWide" size={56} strokeWidth={1.6} />
      </div>
      <h1 ref={headingRef} id="solo-results-title" className="solo-results__message" tabIndex={-1}>
        {resultMessage(score, total)}
      </h1>
      <p className="solo-results__quiz muted">{title}</p>
      {isNewHighScore(score, previousBest) && <span className="badge badge--premium solo-results__badge">New High Score</span>}

      <div className="solo-results__score" aria-label={`You scored ${score} out of ${total}`}>
        <span className="solo-results__points">
          {score}/{total}
        </span>
        <span className="solo-results__percent">{percent}%</span>
      </div>

      <div className="solo-results__stars" role="img" aria-label={`${stars} out of ${MAX_STARS} stars`}>
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <span key={i} className={i < stars ? 'solo-star solo-star--on' : 'solo-star'} aria-hidden="true">
            ★
          </span>
        ))}
      </div>

      <div className="solo-results__actions">
        <button type="button" className="btn btn--primary btn--large" onClick={onTryAgain} disabled={busy !== null}>
          Try Again
        </button>
        <BusyButton className="btn btn--secondary btn--large" onClick={() => void run('share', onShare)} disabled={busy !== null} busy={busy === 'share'}>
          Share Quiz
        </BusyButton>
        <BusyButton className="btn btn--secondary btn--large" onClick={() => void run('save', onSave)} disabled={busy !== null} busy={busy === 'save'}>
          Save Quiz
        </BusyButton>
        <button type="button" className="btn btn--ghost btn--large" onClick={onNewQuiz} disabled={busy !== null}>
          New Quiz
        </button>
      </div>
    </section>
  );
}
