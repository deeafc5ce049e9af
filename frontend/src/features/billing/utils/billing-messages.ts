import { errorStatus, serverErrorMessage } from '@/lib/api-client';

export const ALREADY_PREMIUM = 'You already have an active Premium subscription!';
export const CANCEL_REASON_REQUIRED = 'Please select a reason for canceling';
export const CANCEL_FAILED_DETAIL = 'Failed to cancel subscription. Please try again.';
export const CANCEL_FAILED_TOAST = 'Failed to cancel subscription';
export const CANCEL_DONE = 'Subscription canceled successfully.';

/** The spec's checkout errors; a 503 (payments switched off on this server) shows the server's sentence. */
export function checkoutErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  const server = serverErrorMessage(error);
  if (status === 400) return server ?? 'Unable to create subscription.';
  if (status === 403) return server ?? 'Please verify your email first.';
  if (status === 503 && server) return server;
  return 'Failed to create checkout session. Please try again.';
}
