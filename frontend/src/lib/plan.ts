/** How a user's plan reads on screen. A cancelled premium plan still runs until its end date. */
import type { PlanLimits, UserInfo } from '@/types/api';

export type PlanFeature = keyof PlanLimits['refusals'];

export type PlanLabel = 'Premium' | 'Free' | 'Free (Expiring)';

/** Premium that renews: subscribing again would be refused. */
export function hasRenewingPremium(user: UserInfo | null): boolean {
  return user?.subscription_plan === 'premium' && !user.subscription_cancel_at_period_end;
}

/** Premium whose cancellation takes effect at the end of the paid period. */
export function isPremiumExpiring(user: UserInfo | null): boolean {
  return user?.subscription_plan === 'premium' && user.subscription_cancel_at_period_end;
}

/** Whether the user chooses how many questions a quiz has (rather than the plan fixing it). */
export function choosesQuestionCount(limits: PlanLimits | null): boolean {
  return !!limits && limits.questions_per_quiz_min < limits.questions_per_quiz_max;
}

/** The server's sentence when the plan does not include the feature; null when it does (or is not known: the server decides). */
export function featureRefusal(limits: PlanLimits | null, feature: PlanFeature): string | null {
  if (!limits) return null;
  const allowed = { edit: limits.can_edit, delete: limits.can_delete, export: limits.can_export }[feature];
  return allowed ? null : limits.refusals[feature];
}

export function planLabel(user: UserInfo | null): PlanLabel {
  if (hasRenewingPremium(user)) return 'Premium';
  return isPremiumExpiring(user) ? 'Free (Expiring)' : 'Free';
}

/** "January 5, 2025", or null when the value is missing or not a date. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
