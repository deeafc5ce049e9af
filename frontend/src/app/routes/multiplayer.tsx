import { Icon } from '@/components/ui/icon';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export default function MultiplayerRoute() {
  return (
    <main className="page">
      <div className="container container--narrow status-page">
        <div className="icon-bubble icon-bubble--large">
          <Icon name="gamepad" size={40} />
        </div>
        <h1 className="page-title">Live multiplayer rooms are coming soon</h1>
        <p className="muted">
          Soon you will host a room from any saved quiz, share its 6-character code and compete with up to 100 players in
          real time. Meanwhile, create a quiz and play it solo or share it with a link.
        </p>
        <div className="row row--center">
          <Link className="btn btn--primary" to={paths.generator.getHref()}>
            Create a Quiz
          </Link>
          <Link className="btn btn--secondary" to={paths.home.getHref()}>
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
