import { describe, expect, it } from 'vitest';

import { rememberPostSignInPath, takePostSignInPath } from '@/lib/post-sign-in';

describe('post sign-in destination', () => {
  it('prefers a pending shared quiz and forgets the stored path too', () => {
    localStorage.setItem('pending_shared_token', 'tok-1');
    localStorage.setItem('post_login_path', '/generator');

    expect(takePostSignInPath()).toBe('/shared/tok-1');
    // A later sign-in must not send the user back to the old page.
    expect(takePostSignInPath()).toBeNull();
  });

  it('remembers ordinary pages but not one-time links', () => {
    rememberPostSignInPath({ pathname: '/reset-password/abc' });
    rememberPostSignInPath({ pathname: '/auth/callback', search: '?error=x' });
    expect(localStorage.getItem('post_login_path')).toBeNull();

    rememberPostSignInPath({ pathname: '/saved-quizzes', search: '?sort=oldest' });
    expect(takePostSignInPath()).toBe('/saved-quizzes?sort=oldest');
  });
});
