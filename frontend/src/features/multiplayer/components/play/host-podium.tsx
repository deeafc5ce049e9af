import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { StandingsList } from '@/features/multiplayer/components/play/standings-list';
import type { Scoring } from '@/features/multiplayer/lib/play-settings';
import { launchConfetti, stopConfetti } from '@/lib/confetti';
import { resultsHref } from '@/features/multiplayer/lib/links';
import { byRank } from '@/features/multiplayer/lib/standings';
import type { LeaderboardRow } from '@/features/multiplayer/types';

interface HostPodiumProps {
  leaderboard: LeaderboardRow[];
  totalQuestions: number;
  /** Fewer than totalQuestions when the host ended the game early. */
  questionsPlayed: number | null;
  /** Everyone in the standings (the leaderboard carries the top 10). */
  totalPlayers: number | null;
  gameId: number | string | null;
  onBack: () => void;
  scoring?: Scoring;
}

const PLACES = ['1st', '2nd', '3rd'];
/** Second place stands left of the winner, third right, as on a podium. */
const PODIUM_ORDER = [1, 0, 2];

/** The projector's end of the game: the top three on a podium, the final standings, the stored results. */
export function HostPodium({ leaderboard, totalQuestions, questionsPlayed, totalPlayers, gameId, onBack, scoring }: HostPodiumProps) {
  const played = questionsPlayed !== null && questionsPlayed < totalQuestions ? `${questionsPlayed} of ` : '';
  const players = totalPlayers ?? leaderboard.length;
  const ranked = byRank(leaderboard);
  const top = ranked.slice(0, 3);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    void launchConfetti();
    return () => void stopConfetti();
  }, []);

  return (
    <section className="mp-podium-page" aria-labelledby="mp-final-title">
      <header className="mp-podium-page__header">
        <h1 ref={headingRef} id="mp-final-title" className="page-title mb-0" tabIndex={-1}>
          Final Results
        </h1>
        <p className="muted mb-0">
          {played}
          {totalQuestions} {totalQuestions === 1 ? 'question' : 'questions'}
          {played && ' played'} · {players} {players === 1 ? 'player' : 'players'}
        </p>
      </header>
      <div className="mp-podium-page__grid">
        <ol className="list-reset mp-podium" aria-label="Podium">
          {PODIUM_ORDER.filter((index) => top[index]).map((index) => {
            const row = top[index];
            return (
              <li key={row.id} className={`mp-podium__place mp-podium__place--${index + 1}`}>
                <span className="mp-podium__name">
                  <bdi className="mp-name" dir="auto">
                    {row.name}
                  </bdi>
                </span>
                <span className="mp-podium__score">{scoring === 'accuracy' ? `${row.correct_answers} correct` : `${row.score} points`}</span>
                <span className="mp-podium__step" aria-label={`${PLACES[index]} place`}>
                  {index + 1}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="card mp-final__standings">
          <h2 className="card__title">Final Standings</h2>
          <StandingsList rows={leaderboard} me={undefined} markTopThree caption="Final Standings" scoring={scoring} />
        </div>
      </div>
      <div className="mp-final__actions">
        <Link className="btn btn--secondary btn--large" to={resultsHref(gameId)}>
          View Game Results
        </Link>
        <button type="button" className="btn btn--primary btn--large" onClick={onBack}>
          Back to Multiplayer
        </button>
      </div>
    </section>
  );
}
