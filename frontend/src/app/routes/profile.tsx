import { useEffect } from 'react';
import { Link } from 'react-router';

import { IconBubble } from '@/components/ui/icon';
import { StatusPage } from '@/components/ui/status-page';
import { paths } from '@/config/paths';
import '@/features/billing/billing.css';
import { SubscriptionPlanCard } from '@/features/billing/components/subscription-plan-card';
import { AccountInfo } from '@/features/profile/components/account-info';
import '@/features/profile/profile.css';
import { useAuth } from '@/lib/auth';

export default function ProfileRoute() {
  const { user, refreshProfile, openAuthModal } = useAuth();

  useEffect(() => {
    void refreshProfile();
  }, [refreshProfile]);

  if (!user) {
    return (
      <StatusPage
        visual={<IconBubble name="lock" size={36} large />}
        title="You must be logged in to view your profile."
        actions={
          <>
            <Link className="btn btn--secondary" to={paths.home.getHref()}>
              Return to Home
            </Link>
            <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
              Log In
            </button>
          </>
        }
      />
    );
  }

  return (
    <main className="page">
      <div className="container container--medium">
        <header className="profile-header">
          <span className="avatar avatar--large" aria-hidden="true">
            {user.email.charAt(0).toUpperCase()}
          </span>
          <div className="profile-header__text">
            <h1 className="page-title mb-0">My Profile</h1>
            <p className="muted mb-0 profile-email">{user.email}</p>
          </div>
        </header>
        <div className="grid grid--2 profile-grid">
          <AccountInfo user={user} />
          <SubscriptionPlanCard user={user} />
        </div>
      </div>
    </main>
  );
}
