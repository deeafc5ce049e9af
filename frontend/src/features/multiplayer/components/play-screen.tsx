import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';

import { ConnectionGate } from '@/features/multiplayer/components/connection-gate';
import { FinalScreen } from '@/features/multiplayer/components/play/final-screen';
import { HostPodium } from '@/features/multiplayer/components/play/host-podium';
import { HostQuestionView } from '@/features/multiplayer/components/play/host-question-view';
import { LeaderboardView } from '@/features/multiplayer/components/play/leaderboard-view';
import { PlayAnnouncer } from '@/features/multiplayer/components/play/play-announcer';
import { EndGameDialog, LeaveDialog } from '@/features/multiplayer/components/play/leave-dialog';
import { FeedbackOverlay, LockedOverlay, PausedOverlay } from '@/features/multiplayer/components/play/overlays';
import { QuestionView } from '@/features/multiplayer/components/play/question-view';
import { ReconnectingNotice } from '@/features/multiplayer/components/reconnecting-notice';
import { RejoinRequests } from '@/features/multiplayer/components/rejoin-requests';
import { RejoinWaiting } from '@/features/multiplayer/components/rejoin-waiting';
import { useRoom } from '@/features/multiplayer/hooks/use-room';
import type { Screen } from '@/features/multiplayer/lib/game-screen';
import { TIME_UP_ANSWER, type GameState } from '@/features/multiplayer/lib/game-state';
import type { GameStore } from '@/features/multiplayer/lib/game-store';
import { joinHref } from '@/features/multiplayer/lib/links';
import { hasTimer } from '@/features/multiplayer/lib/play-settings';

function ConnectionBadge({ state }: { state: GameState }) {
  const on = state.status === 'connected';
  return (
    <span className={on ? 'badge badge--success' : 'badge badge--warning'} role="status">
      <span className={on ? 'mp-dot mp-dot--on' : 'mp-dot'} aria-hidden="true" /> {on ? 'Connected' : 'Disconnected'}
    </span>
  );
}

function myName(state: GameState, fallback: string): string {
  const id = state.me?.playerId;
  const mine = id === undefined ? undefined : state.players.find((player) => String(player.id) === String(id));
  return mine?.name ?? fallback;
}

/** A player's own review of what it missed, once the game is stored (CONTRACT §7). */
function reviewHref(state: GameState, playerToken: string | null): string | null {
  return playerToken && state.gameId !== null ? paths.multiplayerReview.getHref(playerToken) : null;
}

interface BodyProps {
  screen: Screen;
  state: GameState;
  store: GameStore;
  name: string;
  playerToken: string | null;
  onLeave: () => void;
  onEnd: () => void;
  onBack: () => void;
}

/** The screen's body, one per kind of screen (lib/game-screen.ts decides which). */
function ScreenBody({ screen, state, store, name, playerToken, onLeave, onEnd, onBack }: BodyProps) {
  const isHost = screen.role === 'host';
  const me = state.me?.playerId;
  const totalQuestions = state.question?.total_questions ?? state.room?.total_questions ?? 0;
  switch (screen.kind) {
    case 'connecting':
    case 'lobby':
    case 'countdown':
      return (
        <section className="card mp-wait" aria-labelledby="mp-wait-title">
          <h1 id="mp-wait-title" className="mp-wait__title">
            {screen.kind === 'countdown' && state.countdown ? `Game starting in ${state.countdown}...` : 'Waiting for game to start...'}
          </h1>
          <ConnectionBadge state={state} />
          <button type="button" className="btn btn--ghost btn--small" onClick={onLeave}>
            Leave Game
          </button>
        </section>
      );
    case 'answering':
    case 'locked':
    case 'paused':
    case 'result': {
      const question = state.question;
      if (!question) return null;
      const view = isHost ? (
        <HostQuestionView
          state={state}
          question={question}
          reconnecting={screen.reconnecting}
          serverNow={store.serverNow}
          onPause={store.pause}
          onResume={store.resume}
          onLeave={onLeave}
          onEndQuestion={hasTimer(question) ? undefined : store.endQuestion}
        />
      ) : (
        <QuestionView
          state={state}
          question={question}
          name={name}
          locked={screen.kind !== 'answering' || screen.reconnecting}
          serverNow={store.serverNow}
          onAnswer={store.answer}
          onLeave={onLeave}
        />
      );
      const noAnswer = state.picked === null || state.picked === TIME_UP_ANSWER;
      let overlay = null;
      if (screen.kind === 'paused') overlay = <PausedOverlay isHost={isHost} onResume={store.resume} />;
      else if (screen.kind === 'result' && state.result) {
        overlay = <FeedbackOverlay result={state.result} timedOut={state.result.answered === false || noAnswer} ended={state.ended} />;
      } else if (screen.kind === 'result' || screen.kind === 'locked') overlay = <LockedOverlay timedOut={noAnswer} />;
      return (
        <>
          {view}
          {overlay}
        </>
      );
    }
    case 'leaderboard':
      return (
        <LeaderboardView
          question={state.question}
          ended={state.ended}
          leaderboard={state.leaderboard}
          me={me}
          isHost={isHost}
          disabled={screen.reconnecting}
          onNext={store.next}
          onEnd={isHost ? onEnd : undefined}
          scoring={state.room?.scoring}
        />
      );
    case 'podium':
      return isHost ? (
        <HostPodium leaderboard={state.leaderboard} totalQuestions={totalQuestions}
          questionsPlayed={state.questionsPlayed}
          totalPlayers={state.totalPlayers} gameId={state.gameId} onBack={onBack} scoring={state.room?.scoring} />
      ) : (
        <FinalScreen leaderboard={state.leaderboard} own={state.finalRow} me={me} reviewHref={reviewHref(state, playerToken)} playerToken={playerToken}
          questionsPlayed={state.questionsPlayed ?? state.room?.total_questions ?? null} onBack={onBack} scoring={state.room?.scoring} />
      );
    default:
      return null;
  }
}

/** /multiplayer/play/{code}: every state of a live game, for the host's projector and the players' phones. */
export function PlayScreen() {
  const { code, session, resolving, state, store, screen, leave } = useRoom();
  const navigate = useNavigate();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);

  if (resolving) return <LoadingScreen fullHeight />;
  if (!session) return <Navigate to={joinHref(code)} replace />;
  if (!state || !store || !screen) return <LoadingScreen fullHeight />;

  const goToHub = () => {
    leave();
    navigate(paths.multiplayer.getHref());
  };
  if (screen.kind === 'rejoin_pending') return <RejoinWaiting name={session.name} onLeave={leave} />;

  return (
    <ConnectionGate code={code} screen={screen} onLeave={leave}>
      <main className={`mp-play-page mp-play-page--${screen.role}${screen.reconnecting ? ' mp-play-page--reconnecting' : ''}`}>
        <div className="mp-play">
          {screen.reconnecting && screen.kind !== 'lobby' && screen.kind !== 'connecting' && <ReconnectingNotice />}
          {state.error && <Alert className="mp-play__error">{state.error}</Alert>}
          <PlayAnnouncer state={state} isHost={screen.role === 'host'} serverNow={store.serverNow} />
          {screen.role === 'host' && <RejoinRequests requests={state.rejoinRequests} onAllow={store.allowRejoin} onDeny={store.denyRejoin} disabled={screen.reconnecting} />}
          <ScreenBody
            screen={screen}
            state={state}
            store={store}
            name={myName(state, session.name)}
            playerToken={session.role === 'player' ? session.playerToken : null}
            onLeave={() => setConfirmLeave(true)}
            onEnd={() => setConfirmEnd(true)}
            onBack={goToHub}
          />
        </div>
        <LeaveDialog open={confirmLeave} onStay={() => setConfirmLeave(false)} onLeave={goToHub} />
        {screen.role === 'host' && (
          <EndGameDialog
            open={confirmEnd}
            onStay={() => setConfirmEnd(false)}
            onEnd={() => {
              setConfirmEnd(false);
              store.end();
            }}
          />
        )}
      </main>
    </ConnectionGate>
  );
}
