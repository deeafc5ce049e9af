import type { PlanLimits, SubscriptionPlan, UserInfo } from '@/types/api';

const REFUSALS: PlanLimits['refusals'] = {
  edit: 'Edit is a premium feature. Upgrade to Premium to edit quizzes.',
  delete: 'Delete is a premium feature. Upgrade to Premium to delete quizzes.',
  export: 'Export is a premium feature. Upgrade to Premium to export quizzes.',
};

/** The limits the server publishes for each plan (GET /api/plans/, user_info.plan_limits). */
export const PLANS: Record<SubscriptionPlan, PlanLimits> = {
  free: {
    questions_per_quiz_min: 5,
    questions_per_quiz_max: 5,
    saved_quizzes_max: 1,
    can_edit: false,
    can_delete: false,
    can_export: false,
    refusals: REFUSALS,
  },
  premium: {
    questions_per_quiz_min: 5,
    questions_per_quiz_max: 50,
    saved_quizzes_max: null,
    can_edit: true,
    can_delete: true,
    can_export: true,
    refusals: REFUSALS,
  },
};

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  const plan = overrides.subscription_plan ?? 'free';
  return {
    email: 'ada@example.com',
    email_verified: true,
    date_joined: '2025-01-05T10:00:00Z',
    subscription_plan: plan,
    subscription_cancel_at_period_end: false,
    subscription_end_date: null,
    plan_limits: PLANS[plan],
    ...overrides,
  };
}

/** Puts a signed-in session in local storage, as a returning visitor would have it. */
export function seedSession(user: UserInfo, tokens = { access: 'access-1', refresh: 'refresh-1' }): void {
  localStorage.setItem('access_token', tokens.access);
  localStorage.setItem('refresh_token', tokens.refresh);
  localStorage.setItem('user_info', JSON.stringify(user));
}
