import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Icon } from '@/components/ui/icon';
import { useAuth } from '@/lib/auth';
import { hasRenewingPremium } from '@/lib/plan';

import { COMING_SOON, FREE_FEATURES, FREE_MISSING, PREMIUM_FEATURES, PREMIUM_PLANS } from '../data/plans';
import { useCheckout } from '../hooks/use-checkout';

export function PricingPlans() {
  const { user, openAuthModal } = useAuth();
  const { subscribe, pendingPlan, error } = useCheckout();
  const renewing = hasRenewingPremium(user);

  const freeAction = () => {
    if (!user) {
      return (
        <button type="button" className="btn btn--secondary btn--block" onClick={() => openAuthModal('register')}>
          Get Started Free
        </button>
      );
    }
    return (
      <button type="button" className="btn btn--secondary btn--block" disabled>
        {user.subscription_plan === 'free' ? 'Current Plan' : 'Included'}
      </button>
    );
  };

  return (
    <div className="stack stack--xl">
      {renewing && (
        <Alert kind="success">You are on Premium. Thank you for supporting QuizForge!</Alert>
      )}
      {error && (
        // The error toast announces it; this copy stays on the page.
        <div className="alert alert--error pricing__error">
          {error}
        </div>
      )}
      <div className="pricing-grid">
        <article className="card plan-card">
          <header className="plan-card__header">
            <h2 className="plan-card__name">Free</h2>
            <p className="muted plan-card__tagline">Basic features with limited generation</p>
            <div className="plan-card__price">
              <span className="plan-card__amount">$0</span>
              <span className="plan-card__period">/forever</span>
            </div>
          </header>
          <ul className="feature-list plan-card__features">
            {FREE_FEATURES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
            {FREE_MISSING.map((feature) => (
              <li key={feature} className="feature-list__item--off">
                {feature}
              </li>
            ))}
          </ul>
          <div className="plan-card__action">{freeAction()}</div>
        </article>

        {PREMIUM_PLANS.map((plan) => (
          <article key={plan.type} className={`card plan-card${plan.highlight ? ' card--highlight plan-card--highlight' : ''}`}>
            {plan.highlight && <span className="plan-card__ribbon">Best Value</span>}
            <header className="plan-card__header">
              <div className="row row--between">
                <h2 className="plan-card__name">{plan.name}</h2>
                <span className="badge badge--premium">{plan.discount}</span>
              </div>
              <p className="muted plan-card__tagline">Everything you need to study and teach without limits</p>
              <div className="plan-card__price">
                <span className="plan-card__amount">{plan.price}</span>
                <span className="plan-card__period">{plan.period}</span>
                <s className="plan-card__list-price" aria-label={`Regular price ${plan.listPrice}`}>
                  {plan.listPrice}
                </s>
              </div>
              {plan.note && <p className="plan-card__note">{plan.note}</p>}
            </header>
            <ul className="feature-list plan-card__features">
              {PREMIUM_FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
              {plan.extras.map((feature) => (
                <li key={feature}>
                  <strong>{feature}</strong>
                </li>
              ))}
            </ul>
            <div className="plan-card__action">
              <BusyButton
                className={`btn btn--block ${plan.highlight ? 'btn--primary' : 'btn--secondary'}`}
                disabled={pendingPlan !== null}
                onClick={() => void subscribe(plan.type)}
                busy={pendingPlan === plan.type}
                busyLabel="Redirecting to checkout..."
              >
                {`Choose ${plan.name}`}
              </BusyButton>
            </div>
          </article>
        ))}
      </div>

      <section className="card card--flat pricing__soon">
        <div className="row row--between">
          <div>
            <h2 className="h4 mb-0">Coming soon to Premium</h2>
            <p className="muted text-small mb-0">{COMING_SOON.join(' · ')}</p>
          </div>
          <p className="muted text-small mb-0 pricing__secure">
            <Icon name="shield" size={16} /> Payments are handled by a secure card payment provider. Cancel anytime from your profile.
          </p>
        </div>
      </section>
    </div>
  );
}
