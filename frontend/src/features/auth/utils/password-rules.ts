/** The spec's password rules, in checklist order, and the simple e-mail pattern. */
export interface PasswordRule {
  id: string;
  label: string;
  test: (password: string) => boolean;
}

/** Spaces and invisible characters (zero-width, control, format) count neither as length nor as special. */
const visible = (password: string) => password.replace(/[\p{C}\p{Z}\s]/gu, '');

export const PASSWORD_RULES: PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => [...visible(p)].length >= 8 },
  { id: 'upper', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /\d/.test(p) },
  { id: 'special', label: 'One special character', test: (p) => /[^A-Za-z0-9]/.test(visible(p)) },
];

export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
