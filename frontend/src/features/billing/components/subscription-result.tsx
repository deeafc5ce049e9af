import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export const RESULT_CONFIRM_MS = 2000;
export const RESULT_SUCCESS_LEAVE_MS = 2000;
export const RESULT_FAILURE_LEAVE_MS = 3000;

/**
 * Back from checkout. Success: wait 2 s for the payment to be recorded, reload the profile, greet,
 * then go to the generator 2 s later. Anything else: say so and go back to pricing after 3 s.
 */
export function SubscriptionResult() {
  const [params] = useSearchParams();
  const success = params.get('status') === 'success';
  const { refreshProfile } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const announced = useRef(false);

  useEffect(() => {
    const timers: number[] = [];
    let active = true;
    const later = (ms: number, run: () => void) => timers.push(window.setTimeout(run, ms));
    if (success) {
      later(RESULT_CONFIRM_MS, () => {
        void refreshProfile().then(() => {
          if (!active) return;
          if (!announced.current) showToast('Payment successful! Welcome to Premium.', 'success');
          announced.current = true;
          later(RESULT_SUCCESS_LEAVE_MS, () => navigate(paths.generator.getHref(), { replace: true }));
        });
      });
    } else {
      if (!announced.current) showToast('Payment was not completed. You have not been charged.', 'error');
      announced.current = true;
      later(RESULT_FAILURE_LEAVE_MS, () => navigate(paths.pricing.getHref(), { replace: true }));
    }
    return () => {
      active = false;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [success, refreshProfile, showToast, navigate]);

  return (
    <div className="card result-card stack">
      {success ? (
        <>
          <div className="status-icon status-icon--success">✓</div>
          <h1 className="page-title">Payment Successful!</h1>
          <p className="muted mb-0">We are activating your Premium plan. You will be taken to the quiz generator in a moment.</p>
          <span className="spinner" style={{ margin: '0 auto' }} role="status" aria-label="Activating Premium" />
        </>
      ) : (
        <>
          <div className="status-icon status-icon--error">!</div>
          <h1 className="page-title">Payment Not Completed</h1>
          <p className="muted mb-0">Your checkout was cancelled or did not go through. Taking you back to pricing...</p>
        </>
      )}
    </div>
  );
}
