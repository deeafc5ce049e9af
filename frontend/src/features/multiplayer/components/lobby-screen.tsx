import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';

import { ConnectionGate } from '@/features/multiplayer/components/connection-gate';
import { PlayerList } from '@/features/multiplayer/components/player-list';
import { QrCode } from '@/features/multiplayer/components/qr-code';
import { useRoom } from '@/features/multiplayer/hooks/use-room';
import { useTransientMessage } from '@/features/multiplayer/hooks/use-transient-message';
import { ERROR_MS } from '@/features/multiplayer/lib/game-store';
import { joinHref, joinUrl } from '@/features/multiplayer/lib/links';
import { MESSAGES, MIN_PLAYERS_TO_START } from '@/features/multiplayer/lib/rules';

/** /multiplayer/lobby/{code}: the code and QR code for the room to read, the players, and the host's start. */
export function LobbyScreen() {
  const { code, session, state, store, leave } = useRoom();
  const navigate = useNavigate();
  const [localError, showLocalError] = useTransientMessage(ERROR_MS);
  const phase = state?.phase;
  const countdown = state?.countdown;

  useEffect(() => {
    const started = phase === 'question' || phase === 'leaderboard' || phase === 'finished';
    if (started || (phase === 'starting' && countdown === 0)) navigate(paths.multiplayerPlay.getHref(code), { replace: true });
  }, [phase, countdown, code, navigate]);

  if (!session) return <Navigate to={joinHref(code)} replace />;
  if (!state || !store) return <LoadingScreen />;

  const isHost = state.me?.isHost ?? session.role === 'host';
  const connected = state.players.filter((player) => player.is_connected).length;
  const start = () => {
    if (connected < MIN_PLAYERS_TO_START) showLocalError(MESSAGES.needPlayers);
    else store.start();
  };
  const error = state.error ?? localError;

  return (
    <ConnectionGate code={code} state={state} store={store} onLeave={leave}>
      <main className="page mp-page mp-lobby">
        <div className="container">
          <header className="mp-lobby__header">
            <h1 className="page-title">{state.room?.quiz.title ?? 'Multiplayer Lobby'}</h1>
            <p className="muted mb-0">
              {state.room ? `${state.room.total_questions} questions · ${state.room.time_per_question} s each` : 'Connecting to the room...'}
            </p>
          </header>
          <div className={isHost ? 'mp-lobby__grid' : 'mp-lobby__grid mp-lobby__grid--player'}>
            <section className="card mp-lobby__join" aria-labelledby="mp-lobby-code-title">
              <h2 id="mp-lobby-code-title" className="mp-lobby__label">
                Room code
              </h2>
              <p className="mp-room-code" aria-label={`Room code ${code.split('').join(' ')}`}>
                {code}
              </p>
              <QrCode className="mp-qr" value={joinUrl(code)} label={`QR code to join room ${code}`} />
              <p className="mp-join-line muted mb-0">
                Join at <strong className="mp-join-url">{joinUrl(code).replace(/^https?:\/\//, '')}</strong>
              </p>
            </section>
            <section className="card mp-lobby__players" aria-labelledby="mp-lobby-players-title">
              <div className="row row--between">
                <h2 id="mp-lobby-players-title" className="card__title mb-0">
                  Players ({state.players.length}
                  {state.room ? `/${state.room.max_players}` : ''})
                </h2>
                <span className={state.status === 'connected' ? 'badge badge--success' : 'badge badge--warning'} role="status">
                  {state.status === 'connected' ? 'Connected' : 'Disconnected'}
                </span>
              </div>
              <PlayerList players={state.players} myId={state.me?.playerId} onKick={isHost ? (player) => store.kick(player.id) : undefined} />
              {error && <Alert>{error}</Alert>}
              {isHost ? (
                <div className="stack stack--sm">
                  <button type="button" className="btn btn--primary btn--large btn--block" onClick={start} disabled={state.status !== 'connected'}>
                    Start Game
                  </button>
                  <p className="text-small muted text-center mb-0">
                    {connected < MIN_PLAYERS_TO_START ? 'At least 2 connected players are needed (you count).' : `${connected} players ready.`}
                  </p>
                </div>
              ) : (
                <p className="mp-waiting muted text-center" role="status">
                  Waiting for the host to start the game...
                </p>
              )}
              <Link className="btn btn--ghost btn--block" to={paths.multiplayer.getHref()} onClick={leave}>
                Leave Room
              </Link>
            </section>
          </div>
        </div>
        {state.phase === 'starting' && (
          <div className="mp-overlay mp-overlay--countdown" role="status" aria-live="assertive">
            <div className="mp-overlay__card">
              <p className="mp-overlay__title">Game starting in</p>
              <p className="mp-countdown__number mb-0">{state.countdown}</p>
            </div>
          </div>
        )}
      </main>
    </ConnectionGate>
  );
}
