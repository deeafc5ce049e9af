import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { IconBubble } from '@/components/ui/icon';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { getGames } from '@/features/multiplayer/api/games';
import { SignInGate } from '@/features/multiplayer/components/sign-in-gate';
import { endReasonNote, formatPlayedAt } from '@/features/multiplayer/lib/format';
import type { GameSummary } from '@/features/multiplayer/types';

/** /multiplayer/games: the host's finished games, newest first, each leading to its results. */
export function GamesScreen() {
  const { isLoggedIn, checking } = useAuth();
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    getGames()
      .then((list) => current && setGames(list))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [isLoggedIn]);

  if (checking) return <LoadingScreen />;
  if (!isLoggedIn) return <SignInGate title="Please log in to see your games" />;

  return (
    <main className="page mp-page">
      <div className="container container--medium">
        <PageHeader title="Your Live Games" subtitle="The standings and answers of every game you hosted." />
        {failed && <Alert>Could not load your games. Please reload the page.</Alert>}
        {!failed && games === null && <LoadingScreen regularSpinner />}
        {games?.length === 0 && (
          <EmptyState
            icon={<IconBubble name="trophy" size={28} large />}
            title="No games yet"
            actions={
              <Link className="btn btn--primary" to={paths.multiplayerCreate.getHref()}>
                Create Room
              </Link>
            }
          >
            <p className="muted">When a game you host finishes, its results appear here.</p>
          </EmptyState>
        )}
        {games && games.length > 0 && (
          <ul className="mp-games list-reset">
            {games.map((game) => (
              <li key={game.id} className="card card--hover mp-game">
                <Link className="mp-game__link" to={paths.multiplayerGame.getHref(String(game.id))}>
                  <span className="mp-game__title">{game.quiz_title}</span>
                </Link>
                <span className="text-small muted">
                  {formatPlayedAt(game.played_at)} · {game.players.length} {game.players.length === 1 ? 'player' : 'players'} ·{' '}
                  {game.total_questions} questions · room {game.code}
                  {endReasonNote(game.end_reason)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
