import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { IconBubble } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { RunningRooms } from '@/features/multiplayer/components/running-rooms';
import { joinHref } from '@/features/multiplayer/lib/links';
import { normalizeRoomCode, roomCodeError } from '@/features/multiplayer/lib/rules';

const STEPS = [
  { title: 'Create a room', text: 'Pick one of your saved quizzes and choose the time per question.' },
  { title: 'Share the code', text: 'Players open the join page on their phones and type the 6-character code, or scan the QR code.' },
  { title: 'Play live', text: 'Everyone answers at the same time. Fast, right answers score the most points.' },
];

/** /multiplayer: host a room (signed in) or join one by its code. */
export function HubScreen() {
  const { isLoggedIn, openAuthModal } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const join = (event: FormEvent) => {
    event.preventDefault();
    const problem = roomCodeError(code);
    setError(problem);
    if (!problem) navigate(joinHref(code));
  };

  return (
    <main className="page mp-page">
      <div className="container container--medium">
        <PageHeader
          title="Multiplayer Quiz Battles"
          subtitle="Play a quiz live with your class or friends: everyone answers on their own phone and the leaderboard updates after every question."
        />
        {isLoggedIn && <RunningRooms />}
        <div className="mp-hub">
          <section className="card mp-hub__card" aria-labelledby="mp-hub-create">
            <IconBubble name="gamepad" size={24} />
            <h2 id="mp-hub-create" className="card__title">
              Create a Room
            </h2>
            <p className="muted">Host a live game from one of your saved quizzes and show it on the big screen.</p>
            {isLoggedIn ? (
              <>
                <Link className="btn btn--primary btn--block" to={paths.multiplayerCreate.getHref()}>
                  Create Room
                </Link>
                <Link className="mp-hub__games-link" to={paths.multiplayerGames.getHref()}>
                  Results of your past games
                </Link>
              </>
            ) : (
              <>
                <button type="button" className="btn btn--primary btn--block" onClick={() => openAuthModal('login')}>
                  Sign In to Create a Room
                </button>
                <p className="text-small muted mb-0">Hosting needs an account; joining does not.</p>
              </>
            )}
          </section>
          <section className="card mp-hub__card" aria-labelledby="mp-hub-join">
            <IconBubble name="users" size={24} />
            <h2 id="mp-hub-join" className="card__title">
              Join a Room
            </h2>
            <form className="stack stack--sm" onSubmit={join} noValidate>
              <label className="field__label" htmlFor="mp-hub-code">
                Room code
              </label>
              <input
                id="mp-hub-code"
                className={`input mp-code-input${error ? ' input--error' : ''}`}
                value={code}
                onChange={(event) => setCode(normalizeRoomCode(event.target.value))}
                placeholder="ABC234"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={!!error}
                aria-describedby={error ? 'mp-hub-code-error' : undefined}
              />
              {error && (
                <span id="mp-hub-code-error" className="field__error" role="alert">
                  {error}
                </span>
              )}
              <button type="submit" className="btn btn--secondary btn--block">
                Join Room
              </button>
            </form>
          </section>
        </div>
        <section className="mp-steps-section" aria-labelledby="mp-how">
          <h2 id="mp-how" className="section__title">
            How It Works
          </h2>
          <ol className="mp-steps list-reset">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card mp-step">
                <span className="step-card__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="mp-step__title">{step.title}</h3>
                <p className="muted mb-0">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}
