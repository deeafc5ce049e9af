import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';

import { ConnectionGate } from '@/features/multiplayer/components/connection-gate';
import { FinalScreen } from '@/features/multiplayer/components/play/final-screen';
import { LeaderboardView } from '@/features/multiplayer/components/play/leaderboard-view';
import { LeaveDialog } from '@/features/multiplayer/components/play/leave-dialog';
import { FeedbackOverlay, LockedOverlay, PausedOverlay } from '@/features/multiplayer/components/play/overlays';
import { QuestionView } from '@/features/multiplayer/components/play/question-view';
import { useRoom } from '@/features/multiplayer/hooks/use-room';
import { TIME_UP_ANSWER, type GameState } from '@/features/multiplayer/lib/game-state';
import { joinHref } from '@/features/multiplayer/lib/links';

function ConnectionBadge({ state }: { state: GameState }) {
  const on = state.status === 'connected';
  return (
    <span className={on ? 'badge badge--success' : 'badge badge--warning'} role="status">
      <span className={on ? 'mp-dot mp-dot--on' : 'mp-dot'} aria-hidden="true" /> {on ? 'Connected' : 'Disconnected'}
    </span>
  );
}

/** /multiplayer/play/{code}: every state of a live game, for the host's projector and the players' phones. */
export function PlayScreen() {
  const { code, session, state, store, leave } = useRoom();
  const navigate = useNavigate();
  const [confirmLeave, setConfirmLeave] = useState(false);

  if (!session) return <Navigate to={joinHref(code)} replace />;
  if (!state || !store) return <LoadingScreen fullHeight />;

  const isHost = state.me?.isHost ?? session.role === 'host';
  const me = state.me?.playerId;
  const goToHub = () => {
    leave();
    navigate(paths.multiplayer.getHref());
  };
  const totalQuestions = state.question?.total_questions ?? state.room?.total_questions ?? 0;
  const onQuestion = state.question && (state.phase === 'question' || (state.phase === 'leaderboard' && state.showingFeedback));
  const timedOut = state.picked === TIME_UP_ANSWER;

  let body;
  if (state.phase === 'finished') {
    body = <FinalScreen leaderboard={state.leaderboard} me={me} totalQuestions={totalQuestions} isHost={isHost} gameId={state.gameId} onBack={goToHub} />;
  } else if (onQuestion && state.question) {
    body = (
      <>
        <QuestionView
          state={state}
          question={state.question}
          isHost={isHost}
          serverNow={store.serverNow}
          onAnswer={store.answer}
          onPause={store.pause}
          onResume={store.resume}
          onLeave={() => setConfirmLeave(true)}
        />
        {state.paused ? (
          <PausedOverlay isHost={isHost} onResume={store.resume} />
        ) : state.showingFeedback && state.result ? (
          <FeedbackOverlay result={state.result} timedOut={timedOut} />
        ) : state.picked !== null ? (
          <LockedOverlay timedOut={timedOut} />
        ) : null}
      </>
    );
  } else if (state.phase === 'leaderboard') {
    body = (
      <>
        <LeaderboardView question={state.question} ended={state.ended} leaderboard={state.leaderboard} me={me} isHost={isHost} onNext={store.next} />
        {state.paused && <PausedOverlay isHost={isHost} onResume={store.resume} />}
      </>
    );
  } else {
    body = (
      <section className="card mp-wait" aria-labelledby="mp-wait-title">
        <h1 id="mp-wait-title" className="mp-wait__title">
          {state.phase === 'starting' && state.countdown ? `Game starting in ${state.countdown}...` : 'Waiting for game to start...'}
        </h1>
        <ConnectionBadge state={state} />
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirmLeave(true)}>
          Leave Game
        </button>
      </section>
    );
  }

  return (
    <ConnectionGate code={code} state={state} store={store} onLeave={leave}>
      <main className="mp-play-page">
        <div className="mp-play">
          {state.status !== 'connected' && state.phase !== 'waiting' && (
            <p className="mp-play__reconnecting" role="status">
              Reconnecting...
            </p>
          )}
          {state.error && <Alert className="mp-play__error">{state.error}</Alert>}
          {body}
        </div>
        <LeaveDialog open={confirmLeave} onStay={() => setConfirmLeave(false)} onLeave={goToHub} />
      </main>
    </ConnectionGate>
  );
}
