import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { formatLongDate } from '@/lib/plan';

import { cancelSubscription } from '../api/cancel-subscription';
import { CANCEL_REASONS, type CancelReason } from '../data/cancel-reasons';
import {
  CANCEL_DONE,
  CANCEL_FAILED_DETAIL,
  CANCEL_FAILED_TOAST,
  CANCEL_REASON_REQUIRED,
} from '../utils/billing-messages';

type Step = 'closed' | 'reason' | 'confirm';

/** 'Cancel Subscription': a reason survey, then a confirmation, then the call. */
export function CancelSubscriptionFlow() {
  const { user, setLocalPlan } = useAuth();
  const { showToast } = useToast();
  const [step, setStep] = useState<Step>('closed');
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setStep('closed');
    setReason(null);
    setFeedback('');
    setError(null);
  };

  const toConfirm = () => {
    if (!reason) {
      showToast(CANCEL_REASON_REQUIRED, 'error');
      return;
    }
    setStep('confirm');
  };

  const confirm = async () => {
    if (!reason) return;
    setBusy(true);
    setError(null);
    try {
      await cancelSubscription(reason, feedback.trim());
      setLocalPlan('free');
      showToast(CANCEL_DONE, 'success');
      setBusy(false);
      setStep('closed');
    } catch {
      setError(CANCEL_FAILED_DETAIL);
      showToast(CANCEL_FAILED_TOAST, 'error');
      setBusy(false);
    }
  };

  const until = formatLongDate(user?.subscription_end_date) ?? 'the end of the billing period';

  return (
    <>
      <button type="button" className="btn btn--ghost cancel-subscription__open" onClick={() => setStep('reason')}>
        Cancel Subscription
      </button>

      <Modal open={step === 'reason'} title="Why are you canceling?" subtitle="Your answer helps us improve QuizForge." onClose={close}>
        <div className="stack">
          <div className="reason-list" role="radiogroup" aria-label="Reason for canceling">
            {CANCEL_REASONS.map((option) => (
              <label key={option.value} className={`reason-option${reason === option.value ? ' reason-option--selected' : ''}`}>
                <input
                  type="radio"
                  name="cancel-reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          <label className="field">
            <span className="field__label">Anything else you would like to tell us? (optional)</span>
            <textarea className="textarea" rows={3} value={feedback} onChange={(event) => setFeedback(event.target.value)} />
          </label>
          <div className="row row--end">
            <button type="button" className="btn btn--secondary" onClick={close}>
              Keep Subscription
            </button>
            <button type="button" className="btn btn--danger" onClick={toConfirm}>
              Continue
            </button>
          </div>
        </div>
      </Modal>

      <Modal open={step === 'confirm'} title="Cancel Subscription?" onClose={close}>
        <div className="stack">
          <p className="mb-0">
            You will keep Premium access until <strong>{until}</strong>. After that your account returns to the Free plan
            and you can renew at any time.
          </p>
          {error && <Alert>{error}</Alert>}
          <div className="row row--end">
            <button type="button" className="btn btn--secondary" onClick={() => setStep('reason')} disabled={busy}>
              Go Back
            </button>
            <BusyButton className="btn btn--danger" onClick={() => void confirm()} disabled={busy} busy={busy} busyLabel="Canceling...">
              Yes, Cancel Subscription
            </BusyButton>
          </div>
        </div>
      </Modal>
    </>
  );
}
