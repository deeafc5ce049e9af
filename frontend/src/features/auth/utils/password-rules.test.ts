import { describe, expect, it } from 'vitest';

import { PASSWORD_RULES, passwordMeetsRules } from './password-rules';

const failing = (password: string) => PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);

describe('password rules (the server applies the same)', () => {
  it('accepts a passphrase with spaces and a real special character', () => {
    expect(passwordMeetsRules('Correct horse 1!')).toBe(true);
  });

  it.each([
    ['Aa1!    ', ['length']],
    ['Aa1!\u200b\u200b\u200b\u200b', ['length']],
    ['Abcdefg1    x', ['special']],
    ['Abcdefg1\u200b', ['special']],
    ['Abcdefg1\u00a0\u2060\ufeff', ['special']],
  ])('does not count spaces or invisible characters in %j', (password, missing) => {
    expect(failing(password)).toEqual(missing);
    expect(passwordMeetsRules(password)).toBe(false);
  });
});
