import { useEffect, useReducer, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { getQuizChoices } from '@/features/multiplayer/api/quiz-choices';
import { createRoom } from '@/features/multiplayer/api/rooms';
import { RangeField } from '@/features/multiplayer/components/range-field';
import { SignInGate } from '@/features/multiplayer/components/sign-in-gate';
import { createRoomFormInitial, createRoomFormReducer } from '@/features/multiplayer/lib/create-room-form';
import { SCORING_HINTS, SCORING_LABELS, TIMER_LABELS } from '@/features/multiplayer/lib/play-settings';
import { playerSessions } from '@/features/multiplayer/lib/player-session';
import { MESSAGES, PLAYERS_RANGE, playerNameError, SECONDS_RANGE } from '@/features/multiplayer/lib/rules';
import type { RoomSettings } from '@/features/multiplayer/types';

function preselectedQuizId(state: unknown): number | null {
  const id = (state as { selectedQuizId?: unknown } | null)?.selectedQuizId;
  return typeof id === 'number' ? id : typeof id === 'string' && id !== '' ? Number(id) : null;
}

/** "Speed and streaks" or "Accuracy only", and the time per question or "No timer": radio groups. */
function ChoiceGroup<T extends string>({ legend, name, value, options, hints, onChange }: {
  legend: string;
  name: string;
  value: T;
  options: Record<T, string>;
  hints?: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="field mp-choice-group">
      <legend className="field__label">{legend}</legend>
      {(Object.keys(options) as T[]).map((option) => (
        <label key={option} className="mp-choice-group__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>
            {options[option]}
            {hints && <span className="text-small muted mp-choice-group__hint">{hints[option]}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** /multiplayer/create: a saved quiz, the room's settings, then the lobby as its host. */
export function CreateRoomScreen() {
  const { isLoggedIn, checking } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, dispatch] = useReducer(createRoomFormReducer, preselectedQuizId(location.state), createRoomFormInitial);
  const { quizzes, load, quizId, hostName, settings, nameError, error, busy } = form;
  const setting = (change: Partial<RoomSettings>) => dispatch({ type: 'setting', change });

  useEffect(() => {
    if (!isLoggedIn) return;
    let current = true;
    getQuizChoices()
      .then((list) => current && dispatch({ type: 'quizzes_loaded', quizzes: list }))
      .catch(() => current && dispatch({ type: 'quizzes_failed' }));
    return () => {
      current = false;
    };
  }, [isLoggedIn]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = playerNameError(hostName);
    const quizMissing = quizId === null || !quizzes.some((quiz) => quiz.id === quizId);
    dispatch({ type: 'refused', nameError: problem, error: quizMissing ? MESSAGES.selectQuiz : null });
    if (quizMissing || problem || quizId === null) return;
    dispatch({ type: 'submitted' });
    try {
      const { code } = await createRoom(quizId, settings);
      playerSessions.set(code, { role: 'host', name: hostName.trim() });
      navigate(paths.multiplayerLobby.getHref(code));
    } catch {
      dispatch({ type: 'failed', error: MESSAGES.createFailed });
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
                onChange={(event) => dispatch({ type: 'quiz_chosen', quizId: event.target.value ? Number(event.target.value) : null })}
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
          <TextField label="Your name in the game" value={hostName} onValueChange={(name) => dispatch({ type: 'host_name', name })} error={nameError} maxLength={20} />
          <RangeField label="Max players" value={settings.max_players} range={PLAYERS_RANGE} onChange={(value) => setting({ max_players: value })} />
          <ChoiceGroup legend="Scoring" name="scoring" value={settings.scoring} options={SCORING_LABELS} hints={SCORING_HINTS} onChange={(scoring) => setting({ scoring })} />
          <ChoiceGroup legend="Timer" name="timer" value={settings.timer} options={TIMER_LABELS} onChange={(timer) => setting({ timer })} />
          {settings.timer === 'per_question' ? (
            <RangeField
              label="Time per question"
              value={settings.time_per_question}
              range={SECONDS_RANGE}
              format={(value) => `${value} s`}
              spoken={(value) => `${value} seconds`}
              onChange={(value) => setting({ time_per_question: value })}
            />
          ) : (
            <p className="text-small muted mb-0">You end each question; the answer count shows who is still thinking.</p>
          )}
          <label className="toggle">
            <input type="checkbox" checked={settings.show_leaderboard_after_each} onChange={(event) => setting({ show_leaderboard_after_each: event.target.checked })} />
            <span>Show leaderboard after each question</span>
          </label>
          <label className="toggle">
            <input type="checkbox" checked={settings.allow_late_join} onChange={(event) => setting({ allow_late_join: event.target.checked })} />
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
