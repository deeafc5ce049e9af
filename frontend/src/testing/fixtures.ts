import type { UserInfo } from '@/types/api';

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    email: 'ada@example.com',
    email_verified: true,
    date_joined: '2025-01-05T10:00:00Z',
    subscription_plan: 'free',
    subscription_cancel_at_period_end: false,
    subscription_end_date: null,
    ...overrides,
  };
}

/** Puts a signed-in session in local storage, as a returning visitor would have it. */
export function seedSession(user: UserInfo, tokens = { access: 'access-1', refresh: 'refresh-1' }): void {
  localStorage.setItem('access_token', tokens.access);
  localStorage.setItem('refresh_token', tokens.refresh);
  localStorage.setItem('user_info', JSON.stringify(user));
}
