import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function MultiplayerBanner() {
  return (
    <div className="mp-banner">
      <div className="container mp-banner__inner">
        <span className="badge badge--new mp-banner__badge">New</span>
        <p className="mp-banner__text">
          <strong>Multiplayer Mode is here!</strong> Create a room, share a 6-character code and battle your friends live.
        </p>
        <Link className="btn btn--light btn--small" to={paths.multiplayer.getHref()}>
          Play Now
        </Link>
      </div>
    </div>
  );
}
