import { describe, expect, it } from 'vitest';

import { LOGIN_ERRORS, loginErrorMessage } from './auth-errors';
import { isValidEmail, passwordMeetsRules } from './password-rules';

describe('auth error catalogue', () => {
  it('falls back to the generic sentence for errors that are not HTTP failures', () => {
    expect(loginErrorMessage(new TypeError('boom'))).toBe(LOGIN_ERRORS.unknown);
    expect(LOGIN_ERRORS.unknown).toBe('Something went wrong. Please try again later.');
  });
});

describe('register rules', () => {
  it.each([
    ['Secret12!', true],
    ['secret12!', false],
    ['SECRET12!', false],
    ['Secretxx!', false],
    ['Secret123', false],
    ['Se12!', false],
  ])('password %s meets the rules: %s', (password, ok) => {
    expect(passwordMeetsRules(password)).toBe(ok);
  });

  it.each([
    ['ada@example.com', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
  ])('email %s is valid: %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});
