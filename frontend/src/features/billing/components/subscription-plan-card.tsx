import { Link } from 'react-router';

import { PlanBadge } from '@/components/ui/plan-badge';
import { paths } from '@/config/paths';
import { formatLongDate, hasRenewingPremium, isPremiumExpiring } from '@/lib/plan';
import type { UserInfo } from '@/types/api';

import { FREE_FEATURES, PREMIUM_FEATURES } from '../data/plans';

import { CancelSubscriptionFlow } from './cancel-subscription-flow';

/** The profile's 'Subscription Plan' card: plan, its features, a cancellation notice and actions. */
export function SubscriptionPlanCard({ user }: { user: UserInfo }) {
  const premium = user.subscription_plan === 'premium';
  const renewing = hasRenewingPremium(user);
  const expiring = isPremiumExpiring(user);
  const endDate = formatLongDate(user.subscription_end_date);

  return (
    <section className="card" aria-labelledby="plan-title">
      <div className="card__header">
        <div>
          <h2 className="card__title subscription-card__title" id="plan-title">
            {premium ? 'Premium Plan' : 'Free Plan'} <PlanBadge user={user} />
          </h2>
          <p className="card__subtitle">
            {premium ? 'Unlimited quizzes, editing and PDF export.' : 'Basic features with limited generation.'}
          </p>
        </div>
      </div>

      <ul className="feature-list">
        {(premium ? PREMIUM_FEATURES : FREE_FEATURES).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>

      {renewing && endDate && <p className="muted text-small" style={{ marginTop: 16 }}>Renews on {endDate}.</p>}

      {expiring && (
        <div className="alert alert--warning" style={{ marginTop: 16 }}>
          Your subscription has been canceled. Premium features stay active until {endDate ?? 'the end of the billing period'};
          after that your account returns to the Free plan.
        </div>
      )}

      <div className="card__footer">
        {renewing ? (
          <CancelSubscriptionFlow />
        ) : (
          <Link className="btn btn--primary" to={paths.pricing.getHref()}>
            {expiring ? 'Renew Premium' : 'Upgrade to Premium'}
          </Link>
        )}
        {renewing && (
          <Link className="btn btn--ghost" to={paths.pricing.getHref()}>
            Compare Plans
          </Link>
        )}
      </div>
    </section>
  );
}
