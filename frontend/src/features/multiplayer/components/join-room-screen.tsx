import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';

import { joinRoom } from '@/features/multiplayer/api/rooms';
import { joinErrorMessage } from '@/features/multiplayer/lib/join-errors';
import { playerSessions } from '@/features/multiplayer/lib/player-session';
import { NAME_MAX, normalizeRoomCode, playerNameError, ROOM_CODE_LENGTH, roomCodeError } from '@/features/multiplayer/lib/rules';

/**
 * /multiplayer/join (?code= prefilled, as the QR code sends it): a code and a name, then the lobby. This
 * device already playing in that room (a closed tab, a restarted browser) walks straight back in. A name that
 * is a disconnected player's becomes a request to the host, which the lobby waits on.
 */
export function JoinRoomScreen() {
  const [params] = useSearchParams();
  const linked = normalizeRoomCode(params.get('code') ?? '');
  const [known] = useState(() => linked.length === ROOM_CODE_LENGTH && playerSessions.get(linked) !== null);
  if (known) return <Navigate to={paths.multiplayerLobby.getHref(linked)} replace />;
  return <JoinForm linked={linked} />;
}

function JoinForm({ linked }: { linked: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(linked);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ code: string | null; name: string | null }>({ code: null, name: null });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { code: roomCodeError(code), name: playerNameError(name) };
    setErrors(found);
    setError(null);
    if (found.code || found.name) return;
    setBusy(true);
    try {
      const joined = await joinRoom(code, name.trim(), playerSessions.lastToken(code));
      playerSessions.set(code, { role: 'player', name: name.trim(), playerToken: joined.player_token, playerId: joined.player_id ?? null });
      navigate(paths.multiplayerLobby.getHref(code));
    } catch (failure) {
      setError(joinErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <main className="page mp-page">
      <div className="container container--narrow">
        <PageHeader title="Join a Room" subtitle="Type the code shown on the host's screen and the name the others will see." />
        <form className="card mp-form stack" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Room code"
            value={code}
            onValueChange={(value) => setCode(normalizeRoomCode(value))}
            error={errors.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABC234"
          />
          <TextField
            label="Your name"
            value={name}
            onValueChange={setName}
            error={errors.name}
            maxLength={NAME_MAX}
            autoComplete="nickname"
            placeholder="3 to 20 characters"
          />
          {error && <Alert>{error}</Alert>}
          <BusyButton type="submit" className="btn btn--primary btn--large btn--block" busy={busy} busyLabel="Joining..." disabled={busy}>
            Join Room
          </BusyButton>
          <p className="form-footer mb-0">
            Hosting a game?{' '}
            <Link className="mp-tap-link" to={paths.multiplayerCreate.getHref()}>
              Create a room
            </Link>
          </p>
        </form>
      </div>
    </main>
  );
}
