import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth';

/** A homework page seen signed out: what it is for, and the way to log in. */
export function SignInPage({ title, subtitle }: { title: string; subtitle: string }) {
  const { openAuthModal } = useAuth();
  return (
    <main className="page hw-page">
      <div className="container container--narrow">
        <PageHeader title={title} subtitle={subtitle} />
        <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
          Log In
        </button>
      </div>
    </main>
  );
}
