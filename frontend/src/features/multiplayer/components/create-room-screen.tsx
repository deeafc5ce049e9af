import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { getQuizChoices, type QuizChoice } from '@/features/multiplayer/api/quiz-choices';
import { createRoom } from '@/features/multiplayer/api/rooms';
import { RangeField } from '@/features/multiplayer/components/range-field';
import { SignInGate } from '@/features/multiplayer/components/sign-in-gate';
import { playerSessions } from '@/features/multiplayer/lib/player-session';
import { HOST_DEFAULT_NAME, MESSAGES, PLAYERS_RANGE, playerNameError, SECONDS_RANGE } from '@/features/multiplayer/lib/rules';

type Load = 'loading' | 'ready' | 'failed';

function preselectedQuizId(state: unknown): number | null {
  const id = (state as { selectedQuizId?: unknown } | null)?.selectedQuizId;
  return typeof id === 'number' ? id : typeof id === 'string' && id !== '' ? Number(id) : null;
}

/** /multiplayer/create: a saved quiz, the room's settings, then the lobby as its host. */
export function CreateRoomScreen() {
  const { isLoggedIn, checking } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [quizzes, setQuizzes] = useState<QuizChoice[]>([]);
  const [load, setLoad] = useState<Load>('loading');
  const [quizId, setQuizId] = useState<number | null>(() => preselectedQuizId(location.state));
  const [maxPlayers, setMaxPlayers] = useState<number>(PLAYERS_RANGE.initial);
  const [seconds, setSeconds] = useState<number>(SECONDS_RANGE.initial);
  const [showLeaderboard, setShowLeaderboard] = useState(true);
  const [lateJoin, setLateJoin] = useState(false);
  const [hostName, setHostName] = useState(HOST_DEFAULT_NAME);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    getQuizChoices()
      .then((list) => {
        if (!current) return;
        setQuizzes(list);
        setLoad('ready');
      })
      .catch(() => current && setLoad('failed'));
    return () => {
      current = false;
    };
  }, [isLoggedIn]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = playerNameError(hostName);
    setNameError(problem);
    if (quizId === null || !quizzes.some((quiz) => quiz.id === quizId)) {
      setError(MESSAGES.selectQuiz);
      return;
    }
    if (problem) return;
    setError(null);
    setBusy(true);
    try {
      const { code } = await createRoom(quizId, {
        max_players: maxPlayers,
        time_per_question: seconds,
        show_leaderboard_after_each: showLeaderboard,
        allow_late_join: lateJoin,
      });
      playerSessions.set(code, { role: 'host', name: hostName.trim() });
      navigate(paths.multiplayerLobby.getHref(code));
    } catch {
      setError(MESSAGES.createFailed);
      setBusy(false);
    }
  };

  if (checking) return <LoadingScreen />;

  if (!isLoggedIn) {
    return (
      <SignInGate title="Please log in to create a room">
        <p className="muted">Anyone can join a game with its code; hosting one needs an account.</p>
      </SignInGate>
    );
  }

  return (
    <main className="page mp-page">
      <div className="container container--narrow">
        <PageHeader title="Create a Room" subtitle="Choose a saved quiz and how the game runs." />
        <form className="card mp-form stack" onSubmit={(event) => void submit(event)} noValidate>
          {load === 'loading' && <LoadingScreen />}
          {load === 'failed' && <Alert>Could not load your saved quizzes. Please reload the page.</Alert>}
          {load === 'ready' && quizzes.length === 0 && (
            <div className="alert alert--info" role="status">
              You have no saved quizzes yet. <Link to={paths.generator.getHref()}>Create a quiz</Link> first, then host it here.
            </div>
          )}
          {load === 'ready' && quizzes.length > 0 && (
            <div className="field">
              <label className="field__label" htmlFor="mp-create-quiz">
                Quiz
              </label>
              <select
                id="mp-create-quiz"
                className="select"
                value={quizId ?? ''}
                onChange={(event) => setQuizId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">Select a quiz</option>
                {quizzes.map((quiz) => (
                  <option key={quiz.id} value={quiz.id}>
                    {quiz.title} ({quiz.question_count} {quiz.question_count === 1 ? 'question' : 'questions'})
                  </option>
                ))}
              </select>
            </div>
          )}
          <TextField label="Your name in the game" value={hostName} onValueChange={setHostName} error={nameError} maxLength={20} />
          <RangeField label="Max players" value={maxPlayers} range={PLAYERS_RANGE} onChange={setMaxPlayers} />
          <RangeField
            label="Time per question"
            value={seconds}
            range={SECONDS_RANGE}
            format={(value) => `${value} s`}
            spoken={(value) => `${value} seconds`}
            onChange={setSeconds}
          />
          <label className="toggle">
            <input type="checkbox" checked={showLeaderboard} onChange={(event) => setShowLeaderboard(event.target.checked)} />
            <span>Show leaderboard after each question</span>
          </label>
          <label className="toggle">
            <input type="checkbox" checked={lateJoin} onChange={(event) => setLateJoin(event.target.checked)} />
            <span>Allow players to join after the game starts</span>
          </label>
          {error && <Alert>{error}</Alert>}
          <BusyButton type="submit" className="btn btn--primary btn--large btn--block" busy={busy} busyLabel="Creating Room..." disabled={busy}>
            Create Room
          </BusyButton>
        </form>
      </div>
    </main>
  );
}
