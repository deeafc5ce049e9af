import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { IconBubble } from '@/components/ui/icon';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

import type { Screen } from '@/features/multiplayer/lib/game-screen';
import { joinHref } from '@/features/multiplayer/lib/links';

interface ConnectionGateProps {
  code: string;
  screen: Screen;
  onLeave: () => void;
  children: ReactNode;
}

const backToHub = (
  <Link className="btn btn--secondary" to={paths.multiplayer.getHref()}>
    Back to Multiplayer
  </Link>
);

/** The screens a connection can end on instead of the game (the connection_end screen): kicked, room gone, not allowed in. */
export function ConnectionGate({ code, screen, onLeave, children }: ConnectionGateProps) {
  switch (screen.end) {
    case 'kicked':
      return (
        <StatusPage
          visual={<IconBubble name="alert" size={32} large />}
          title="You were removed from this game"
          message="The host removed you from the room. You can join another game with its code."
          actions={backToHub}
        />
      );
    case 'rejoin_denied':
      return (
        <StatusPage
          visual={<IconBubble name="alert" size={32} large />}
          title="The host did not let you back in"
          message="Ask your teacher, or join again with another name."
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
