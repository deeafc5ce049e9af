import { Link } from 'react-router';

import { IconBubble } from '@/components/ui/icon';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';

export default function MultiplayerRoute() {
  return (
    <StatusPage
      visual={<IconBubble name="gamepad" size={40} large />}
      title="Live multiplayer rooms are coming soon"
      message="Soon you will host a room from any saved quiz, share its 6-character code and compete with up to 100 players in real time. Meanwhile, create a quiz and play it solo or share it with a link."
      actions={
        <>
          <Link className="btn btn--primary" to={paths.generator.getHref()}>
            Create a Quiz
          </Link>
          <Link className="btn btn--secondary" to={paths.home.getHref()}>
            Back to Home
          </Link>
        </>
      }
    />
  );
}
