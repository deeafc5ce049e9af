import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { downloadBlob } from '@/lib/download-blob';
import { featureRefusal } from '@/lib/plan';

import { getGame, getGameCsv } from '@/features/multiplayer/api/games';
import { MisconceptionReport } from '@/features/multiplayer/components/misconception-report';
import { SignInGate } from '@/features/multiplayer/components/sign-in-gate';
import { endReasonNote, formatPlayedAt, gameCodeLabel } from '@/features/multiplayer/lib/format';
import { accuracy } from '@/features/multiplayer/lib/game-results';
import type { GameDetail } from '@/features/multiplayer/types';

function csvName(game: GameDetail): string {
  const title = game.quiz_title.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'game';
  return `${title}-results.csv`;
}

/** /multiplayer/games/{id}: one stored game's standings, its misconception report, and the CSV. */
export function GameResultsScreen() {
  const { gameId = '' } = useParams();
  const { user, isLoggedIn, checking } = useAuth();
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
            <MisconceptionReport report={game.report} quizId={game.quiz_id} canEdit={!featureRefusal(user?.plan_limits ?? null, 'edit')} />
          </>
        )}
      </div>
    </main>
  );
}
