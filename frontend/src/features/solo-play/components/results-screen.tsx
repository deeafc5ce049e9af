import { useState } from 'react';

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

function TrophyIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z" />
      <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
    </svg>
  );
}

export function ResultsScreen({ title, score, total, previousBest, onTryAgain, onShare, onSave, onNewQuiz }: ResultsScreenProps) {
  const [busy, setBusy] = useState<'share' | 'save' | null>(null);
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
        <TrophyIcon />
      </div>
      <h1 id="solo-results-title" className="solo-results__message">
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
        <button
          type="button"
          className="btn btn--secondary btn--large"
          onClick={() => void run('share', onShare)}
          disabled={busy !== null}
        >
          {busy === 'share' && <span className="spinner spinner--small" aria-hidden="true" />}
          Share Quiz
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--large"
          onClick={() => void run('save', onSave)}
          disabled={busy !== null}
        >
          {busy === 'save' && <span className="spinner spinner--small" aria-hidden="true" />}
          Save Quiz
        </button>
        <button type="button" className="btn btn--ghost btn--large" onClick={onNewQuiz} disabled={busy !== null}>
          New Quiz
        </button>
      </div>
    </section>
  );
}
