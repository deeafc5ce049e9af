import { Link } from 'react-router';

import { IconBubble } from '@/components/ui/icon';
import { paths } from '@/config/paths';

/** A pupil on another device asked to be let back in as a disconnected player: it waits for the host's tap. */
export function RejoinWaiting({ name, onLeave }: { name: string; onLeave: () => void }) {
  return (
    <main className="page mp-page">
      <div className="container container--narrow">
        <section className="card mp-wait mp-rejoin-wait" aria-labelledby="mp-rejoin-wait-title">
          <IconBubble name="users" size={28} large />
          <h1 id="mp-rejoin-wait-title" className="mp-wait__title">
            Waiting for the host to let you back in
          </h1>
          <p className="muted mb-0" role="status">
            <bdi className="mp-name" dir="auto">
              {name}
            </bdi>{' '}
            is already in this game. The host&apos;s screen shows your request; once they let you in, you carry on with
            your score.
          </p>
          <Link className="btn btn--ghost" to={paths.multiplayer.getHref()} onClick={onLeave}>
            Cancel
          </Link>
        </section>
      </div>
    </main>
  );
}
