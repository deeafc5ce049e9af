import { Icon } from '@/components/ui/icon';
import { useEffect } from 'react';
import { Link } from 'react-router';

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
      <main className="page">
        <div className="container container--narrow status-page">
          <div className="icon-bubble icon-bubble--large">
            <Icon name="lock" size={36} />
          </div>
          <h1 className="page-title">You must be logged in to view your profile.</h1>
          <div className="row row--center" style={{ marginTop: 24 }}>
            <Link className="btn btn--secondary" to={paths.home.getHref()}>
              Return to Home
            </Link>
            <button type="button" className="btn btn--primary" onClick={() => openAuthModal('login')}>
              Log In
            </button>
          </div>
        </div>
      </main>
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
            <p className="muted mb-0 truncate">{user.email}</p>
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
