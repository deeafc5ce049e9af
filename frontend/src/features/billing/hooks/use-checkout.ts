import { useCallback, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { browserNavigation } from '@/lib/browser';
import { hasRenewingPremium } from '@/lib/plan';

import { createCheckoutSession, type PlanType } from '../api/create-checkout-session';
import { ALREADY_PREMIUM, checkoutErrorMessage } from '../utils/billing-messages';

/** Starts a card checkout for a plan: signs the visitor in first, refuses a renewing premium, then leaves for the provider. */
export function useCheckout() {
  const { user, openAuthModal } = useAuth();
  const { showToast } = useToast();
  const [pendingPlan, setPendingPlan] = useState<PlanType | null>(null);
  const [error, setError] = useState<string | null>(null);

  const subscribe = useCallback(
    async (planType: PlanType) => {
      setError(null);
      if (!user) {
        openAuthModal('login');
        return;
      }
      if (hasRenewingPremium(user)) {
        showToast(ALREADY_PREMIUM, 'info');
        return;
      }
      setPendingPlan(planType);
      try {
        const { checkout_url: checkoutUrl } = await createCheckoutSession(planType);
        browserNavigation.assign(checkoutUrl);
      } catch (caught) {
        const message = checkoutErrorMessage(caught);
        setError(message);
        showToast(message, 'error');
        setPendingPlan(null);
      }
    },
    [user, openAuthModal, showToast],
  );

  return { subscribe, pendingPlan, error };
}
