import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { Icon } from '@/components/ui/icon';

import { StandingsList } from '@/features/multiplayer/components/play/standings-list';
import { useMissesQueued } from '@/features/multiplayer/hooks/use-misses-queued';
import type { Scoring } from '@/features/multiplayer/lib/play-settings';
import { launchConfetti, stopConfetti } from '@/lib/confetti';
import { accuracyLine, finalMessage, isPlayer, MAX_STARS, starCount } from '@/features/multiplayer/lib/standings';
import type { LeaderboardRow, PlayerId } from '@/features/multiplayer/types';

interface FinalScreenProps {
  leaderboard: LeaderboardRow[];
  /** This player's own row (your_result), which the top 10 may leave out. */
  own: LeaderboardRow | null;
  me: PlayerId | undefined;
  /** This player's replay of the questions it missed, offered when it missed any of `questionsPlayed`. */
  reviewHref?: string | null;
  /** This player's token: a signed-in pupil's misses go into its spaced review with it. */
  playerToken?: string | null;
  questionsPlayed?: number | null;
  onBack: () => void;
  scoring?: Scoring;
}

/** A player's end of the game: the verdict by rank, score, stars, accuracy, streak, confetti and the final standings. */
export function FinalScreen({ leaderboard, own, me, reviewHref = null, playerToken = null, questionsPlayed = null, onBack, scoring }: FinalScreenProps) {
  const mine = own ?? leaderboard.find((row) => isPlayer(row, me)) ?? null;
  const rows = mine && !leaderboard.some((row) => isPlayer(row, me)) ? [...leaderboard, mine] : leaderboard;
  const rank = mine?.rank ?? leaderboard.length + 1;
  const { podium, message } = finalMessage(rank);
  const correct = mine?.correct_answers ?? 0;
  const asked = mine?.total_answers ?? 0;
  const stars = starCount(correct, asked);
  const missedAny = questionsPlayed !== null && correct < questionsPlayed;
  const queued = useMissesQueued(missedAny ? playerToken : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    void launchConfetti();
    return () => void stopConfetti();
  }, []);

  return (
    <section className="mp-final" aria-labelledby="mp-final-title">
      <div className="card mp-final__card">
        <span className={`mp-final__emblem${podium ? ` mp-final__emblem--${podium}` : ''}`}>
          <Icon name={podium ? 'trophyWide' : 'target'} size={56} strokeWidth={1.6} />
        </span>
        <h1 ref={headingRef} id="mp-final-title" className="mp-final__message" tabIndex={-1}>
          {message}
        </h1>
        <div className="mp-final__circle" aria-label={`Score ${mine?.score ?? 0} points`} role="img">
          <span className="mp-final__score">{mine?.score ?? 0}</span>
          <span className="mp-final__unit">points</span>
        </div>
        <div className="mp-final__stars" role="img" aria-label={`${stars} out of ${MAX_STARS} stars`}>
          {Array.from({ length: MAX_STARS }, (_, i) => (
            <span key={i} className={i < stars ? 'mp-star mp-star--on' : 'mp-star'} aria-hidden="true">
              ★
            </span>
          ))}
        </div>
        <dl className="mp-final__stats">
          <div>
            <dt>Accuracy</dt>
            <dd>{mine?.accuracy ?? 0}%</dd>
          </div>
          <div>
            <dt>Correct</dt>
            <dd>
              {correct}/{asked}
            </dd>
          </div>
          <div>
            <dt>Best streak</dt>
            <dd>{mine?.best_streak ?? 0}</dd>
          </div>
        </dl>
        <p className="mp-final__note text-small muted mb-0">{accuracyLine(correct, asked)}</p>
        {queued ? (
          <p className="mp-final__note text-small mb-0" role="status">
            {queued === 1 ? '1 question you missed is' : `${queued} questions you missed are`} in your review, due tomorrow.
          </p>
        ) : null}
      </div>
      <div className="card mp-final__standings">
        <h2 className="card__title">Final Standings</h2>
        <StandingsList rows={rows} me={me} markTopThree caption="Final Standings" scoring={scoring} />
      </div>
      <div className="mp-final__actions">
        {reviewHref && missedAny && (
          <Link className="btn btn--secondary btn--large" to={reviewHref}>
            Review my mistakes
          </Link>
        )}
        <button type="button" className="btn btn--primary btn--large" onClick={onBack}>
          Back to Multiplayer
        </button>
      </div>
    </section>
  );
}
