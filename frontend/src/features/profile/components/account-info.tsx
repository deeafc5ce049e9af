import { useState } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { useToast } from '@/components/ui/toast';
import { serverErrorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/plan';
import type { UserInfo } from '@/types/api';

import { resendVerification } from '../api/resend-verification';

/** 'Account Information': e-mail, member since, verification state with a resend button. */
export function AccountInfo({ user }: { user: UserInfo }) {
  const { showToast } = useToast();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerification();
      showToast(message || 'Verification email sent. Please check your inbox.', 'success');
    } catch (caught) {
      showToast(serverErrorMessage(caught) ?? 'Failed to send verification email. Please try again.', 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="account-title">
      <div className="card__header">
        <h2 className="card__title" id="account-title">
          Account Information
        </h2>
      </div>
      <dl className="details-list">
        <div className="details-list__row">
          <dt>Email</dt>
          {/* Shown in full: a long address wraps instead of ending in "…". */}
          <dd className="profile-email">{user.email}</dd>
        </div>
        <div className="details-list__row">
          <dt>Member since</dt>
          <dd>{formatLongDate(user.date_joined) ?? 'N/A'}</dd>
        </div>
        <div className="details-list__row">
          <dt>Email status</dt>
          <dd>
            {user.email_verified ? (
              <span className="badge badge--success">Verified</span>
            ) : (
              <span className="badge badge--warning">Not Verified</span>
            )}
          </dd>
        </div>
      </dl>
      {!user.email_verified && (
        <div className="alert alert--info" style={{ marginTop: 16 }}>
          <div className="stack stack--sm">
            <span>Verify your email address to subscribe to Premium. Check your inbox for the link we sent.</span>
            <div>
              <BusyButton
                className="btn btn--secondary btn--small"
                onClick={() => void resend()}
                disabled={sending}
                busy={sending}
                busyLabel="Sending..."
              >
                Resend Verification Email
              </BusyButton>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
