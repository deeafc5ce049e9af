import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { IconBubble } from '@/components/ui/icon';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

import type { GameState } from '@/features/multiplayer/lib/game-state';
import type { GameStore } from '@/features/multiplayer/lib/game-store';
import { joinHref } from '@/features/multiplayer/lib/links';
import { MESSAGES } from '@/features/multiplayer/lib/rules';

interface ConnectionGateProps {
  code: string;
  state: GameState;
  store: GameStore;
  onLeave: () => void;
  children: ReactNode;
}

const backToHub = (
  <Link className="btn btn--secondary" to={paths.multiplayer.getHref()}>
    Back to Multiplayer
  </Link>
);

/** The screens a connection can end on instead of the game: given up, kicked, room gone, not allowed in. */
export function ConnectionGate({ code, state, store, onLeave, children }: ConnectionGateProps) {
  switch (state.status) {
    case 'failed':
      return (
        <StatusPage
          visual={<IconBubble name="alert" size={32} large />}
          title="Connection lost"
          actions={
            <>
              <button type="button" className="btn btn--primary" onClick={store.retry}>
                Try Again
              </button>
              <Link className="btn btn--secondary" to={paths.multiplayer.getHref()} onClick={onLeave}>
                Back to Multiplayer
              </Link>
            </>
          }
        >
          <p className="alert alert--error" role="alert">
            {MESSAGES.connection}
          </p>
        </StatusPage>
      );
    case 'kicked':
      return (
        <StatusPage
          visual={<IconBubble name="alert" size={32} large />}
          title="You were removed from this game"
          message="The host removed you from the room. You can join another game with its code."
          actions={backToHub}
        />
      );
    case 'room_missing':
      return (
        <StatusPage
          visual={<IconBubble name="alert" size={32} large />}
          title="This game has ended"
          message={`No game uses the code ${code} any more.`}
          actions={backToHub}
        />
      );
    case 'unauthorized':
      return (
        <StatusPage
          visual={<IconBubble name="padlock" size={32} large />}
          title="Your place in this game has expired"
          message="Join again with the room code to play."
          actions={
            <>
              <Link className="btn btn--primary" to={joinHref(code)} onClick={onLeave}>
                Join Again
              </Link>
              {backToHub}
            </>
          }
        />
      );
    default:
      return <>{children}</>;
  }
}
