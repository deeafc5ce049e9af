import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { IconBubble } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Hosting and results belong to an account: a visitor is asked to log in. */
export function SignInGate({ title, children }: { title: string; children?: ReactNode }) {
  const { openAuthModal } = useAuth();
  return (
    <main className="page">
      <div className="container container--narrow">
        <EmptyState
          icon={<IconBubble name="padlockWide" size={28} large />}
          heading="h1"
          title={title}
          actions={
            <>
              <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
                Log In
              </button>
              <Link className="btn btn--secondary" to={paths.multiplayer.getHref()}>
                Back to Multiplayer
              </Link>
            </>
          }
        >
          {children}
        </EmptyState>
      </div>
    </main>
  );
}
