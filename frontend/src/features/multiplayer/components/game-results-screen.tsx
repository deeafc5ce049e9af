import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { downloadBlob } from '@/lib/download-blob';

import { getGame, getGameCsv } from '@/features/multiplayer/api/games';
import { SignInGate } from '@/features/multiplayer/components/sign-in-gate';
import { endReasonNote, formatPlayedAt, gameCodeLabel } from '@/features/multiplayer/lib/format';
import { accuracy, questionRates } from '@/features/multiplayer/lib/game-results';
import type { GameDetail } from '@/features/multiplayer/types';

function csvName(game: GameDetail): string {
  const title = game.quiz_title.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'game';
  return `${title}-results.csv`;
}

/** /multiplayer/games/{id}: one stored game's standings, each question's correct rate, and the CSV. */
export function GameResultsScreen() {
  const { gameId = '' } = useParams();
  const { isLoggedIn, checking } = useAuth();
  const [game, setGame] = useState<GameDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    getGame(gameId)
      .then((detail) => current && setGame(detail))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [gameId, isLoggedIn]);

  const download = async () => {
    if (!game) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      downloadBlob(await getGameCsv(gameId), csvName(game));
    } catch {
      setDownloadError('Failed to download the results. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  if (checking) return <LoadingScreen />;
  if (!isLoggedIn) return <SignInGate title="Please log in to see your games" />;

  return (
    <main className="page mp-page">
      <div className="container container--medium">
        {failed && (
          <>
            <PageHeader title="Game Results" />
            <Alert>Could not load this game. It may belong to another account.</Alert>
          </>
        )}
        {!failed && !game && <LoadingScreen regularSpinner />}
        {game && (
          <>
            <PageHeader
              title={game.quiz_title}
              subtitle={`${formatPlayedAt(game.played_at)} · ${gameCodeLabel(game)} · ${game.players.length} ${game.players.length === 1 ? 'player' : 'players'}${endReasonNote(game.end_reason)}`}
            />
            <div className="row row--center mp-results__actions">
              <BusyButton className="btn btn--primary" busy={downloading} busyLabel="Downloading..." onClick={() => void download()} disabled={downloading}>
                Download CSV
              </BusyButton>
              <Link className="btn btn--secondary" to={paths.multiplayerGames.getHref()}>
                All Games
              </Link>
            </div>
            {downloadError && <Alert>{downloadError}</Alert>}
            <section className="card mp-results__section" aria-labelledby="mp-results-standings">
              <h2 id="mp-results-standings" className="card__title">
                Final Standings
              </h2>
              <div className="mp-table-scroll" role="region" aria-label="Standings table" tabIndex={0}>
                <table className="mp-standings mp-standings--wide">
                  <thead>
                    <tr>
                      <th scope="col">Rank</th>
                      <th scope="col">Name</th>
                      <th scope="col">Score</th>
                      <th scope="col">Correct</th>
                      <th scope="col">Accuracy</th>
                      <th scope="col">Best streak</th>
                    </tr>
                  </thead>
                  <tbody>
                    {game.players.map((player) => (
                      <tr key={player.id}>
                        <td>{player.rank}</td>
                        <th scope="row">{player.name}</th>
                        <td>{player.score}</td>
                        <td>
                          {player.correct_answers}/{player.total_answers}
                        </td>
                        <td>{accuracy(player.correct_answers, player.total_answers)}%</td>
                        <td>{player.best_streak}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className="card mp-results__section" aria-labelledby="mp-results-questions">
              <h2 id="mp-results-questions" className="card__title">
                Questions
              </h2>
              <ol className="mp-rates list-reset">
                {questionRates(game).map((rate, index) => (
                  <li key={index} className="mp-rate">
                    <p className="mp-rate__question">
                      <span className="muted">{index + 1}.</span> {rate.question}
                    </p>
                    <p className="text-small muted mb-0">Answer: {rate.correctAnswer}</p>
                    <div className="mp-rate__bar">
                      <span className="mp-bar__track" aria-hidden="true">
                        <span className="mp-bar__fill" style={{ width: `${rate.percent}%` }} />
                      </span>
                      <span className="mp-rate__value">
                        {rate.percent}% correct ({rate.correct}/{rate.players})
                      </span>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </div>
    </main>
  );
}
