import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';

import { ConnectionGate } from '@/features/multiplayer/components/connection-gate';
import { PlayerList } from '@/features/multiplayer/components/player-list';
import { QrCode } from '@/components/ui/qr-code';
import { ReconnectingNotice } from '@/features/multiplayer/components/reconnecting-notice';
import { RejoinRequests } from '@/features/multiplayer/components/rejoin-requests';
import { RejoinWaiting } from '@/features/multiplayer/components/rejoin-waiting';
import { useRoom } from '@/features/multiplayer/hooks/use-room';
import { useTransientMessage } from '@/features/multiplayer/hooks/use-transient-message';
import { PLAY_SCREENS } from '@/features/multiplayer/lib/game-screen';
import { ERROR_MS } from '@/features/multiplayer/lib/game-store';
import { joinHref, joinUrl } from '@/features/multiplayer/lib/links';
import { roomSettingsLine } from '@/features/multiplayer/lib/play-settings';
import { MESSAGES, MIN_PLAYERS_TO_START } from '@/features/multiplayer/lib/rules';

/** /multiplayer/lobby/{code}: the code and QR code for the room to read, the players, and the host's start. */
export function LobbyScreen() {
  const { code, session, resolving, state, store, screen, leave } = useRoom();
  const navigate = useNavigate();
  const [localError, showLocalError] = useTransientMessage(ERROR_MS);
  const kind = screen?.kind;
  const countdown = state?.countdown;

  useEffect(() => {
    const started = kind !== undefined && PLAY_SCREENS.has(kind);
    if (started || (kind === 'countdown' && countdown === 0)) navigate(paths.multiplayerPlay.getHref(code), { replace: true });
  }, [kind, countdown, code, navigate]);

  if (resolving) return <LoadingScreen />;
  if (!session) return <Navigate to={joinHref(code)} replace />;
  if (!state || !store || !screen) return <LoadingScreen />;

  if (screen.kind === 'rejoin_pending') {
    return <RejoinWaiting name={session.name} onLeave={leave} />;
  }

  const isHost = screen.role === 'host';
  const pupils = state.players.filter((player) => !player.is_host);
  const connected = state.players.filter((player) => player.is_connected).length;
  const ready = state.status === 'connected';
  const start = () => {
    if (connected < MIN_PLAYERS_TO_START) showLocalError(MESSAGES.needPlayers);
    else store.start();
  };
  const error = state.error ?? localError;
  const title = state.room?.quiz.title ?? 'Multiplayer Lobby';
  const meta = state.room ? roomSettingsLine(state.room) : 'Connecting to the room...';
  // A pupil's roster lists at most 100 players; the lobby's counts come with each lobby_update.
  const inRoom = Math.max(pupils.length, state.lobbyCount?.players ?? 0);
  const count = `Players (${inRoom}${state.room ? `/${state.room.max_players}` : ''})`;

  return (
    <ConnectionGate code={code} screen={screen} onLeave={leave}>
      <main className={`page mp-page mp-lobby${isHost ? ' mp-lobby--host' : ''}`}>
        <div className="container">
          {screen.reconnecting && state.me && <ReconnectingNotice />}
          <header className="mp-lobby__header">
            <h1 className="page-title">{title}</h1>
            <p className="muted mb-0">{meta}</p>
          </header>
          {isHost && <RejoinRequests requests={state.rejoinRequests} onAllow={store.allowRejoin} onDeny={store.denyRejoin} disabled={!ready} />}
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
              <div className="mp-lobby__bar">
                <h2 id="mp-lobby-players-title" className="card__title mb-0">
                  {count}
                </h2>
                <span className={ready ? 'badge badge--success' : 'badge badge--warning'} role="status">
                  {ready ? 'Connected' : 'Disconnected'}
                </span>
                {isHost && (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small mp-lobby__lock"
                    onClick={state.roomLocked ? store.unlock : store.lock}
                    disabled={!ready}
                    aria-pressed={state.roomLocked}
                  >
                    {state.roomLocked ? 'Unlock Room' : 'Lock Room'}
                  </button>
                )}
                {isHost && (
                  <button type="button" className="btn btn--primary btn--large mp-lobby__start-button" onClick={start} disabled={!ready}>
                    Start Game
                  </button>
                )}
              </div>
              {isHost && (
                <p className="mp-lobby__hint text-small muted mb-0">
                  <span>
                    {state.roomLocked
                      ? 'The room is locked: nobody new can join.'
                      : connected < MIN_PLAYERS_TO_START
                        ? 'At least 2 connected players are needed (you count).'
                        : `${connected - 1} ${connected - 1 === 1 ? 'player' : 'players'} ready.`}
                  </span>
                  {pupils.length > 0 && <span> Tap a name to give that player more time.</span>}
                </p>
              )}
              {error && <Alert>{error}</Alert>}
              <PlayerList
                players={pupils}
                myId={state.me?.playerId}
                compact={isHost}
                onKick={isHost ? (player) => store.kick(player.id) : undefined}
                onExtraTime={isHost ? (player, factor) => store.setExtraTime(player.id, factor) : undefined}
              />
              {!isHost && (
                <p className="mp-waiting muted text-center" role="status">
                  Waiting for the host to start the game...
                </p>
              )}
              <Link className="btn btn--ghost btn--block mp-lobby__leave" to={paths.multiplayer.getHref()} onClick={leave}>
                Leave Room
              </Link>
            </section>
          </div>
        </div>
        {screen.kind === 'countdown' && (
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
