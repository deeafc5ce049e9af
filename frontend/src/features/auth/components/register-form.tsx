import { useState, type FormEvent } from 'react';

import { Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import type { AuthResponse } from '@/types/api';

import { login } from '../api/login';
import { register } from '../api/register';
import { PASSWORDS_DIFFER, loginErrorMessage, registerErrorMessage } from '../utils/auth-errors';
import { isValidEmail, passwordMeetsRules } from '../utils/password-rules';

import { GoogleButton } from './google-button';
import { PasswordChecklist } from './password-checklist';

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const { completeSignIn } = useAuth();
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const emailOk = isValidEmail(email);
  const passwordOk = passwordMeetsRules(password);
  const confirmOk = confirm.length > 0 && confirm === password;
  const canSubmit = emailOk && passwordOk && confirmOk && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    setBusy(true);
    const credentials = { email: email.trim(), password };
    let answer;
    try {
      answer = await register(credentials);
    } catch (caught) {
      setError(registerErrorMessage(caught));
      setBusy(false);
      return;
    }
    try {
      // Without tokens in the answer the account exists but is not signed in yet.
      const auth: AuthResponse =
        answer.access_token && answer.refresh_token && answer.user_info
          ? (answer as AuthResponse)
          : await login(credentials);
      completeSignIn(auth);
      showToast('Welcome to QuizForge! Check your inbox to verify your email.', 'success');
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && (
        <div className="alert alert--error" role="alert">
          {error}
        </div>
      )}
      <Field label="Email" error={emailTouched && email && !emailOk ? 'Please enter a valid email address' : null}>
        {(control) => (
          <input
            {...control}
            className={`input${control['aria-invalid'] ? ' input--error' : ''}`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setEmailTouched(true)}
          />
        )}
      </Field>
      <label className="field">
        <span className="field__label">Password</span>
        <input
          className="input"
          type="password"
          name="password"
          autoComplete="new-password"
          placeholder="Create a password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <PasswordChecklist password={password} />
      <Field label="Confirm Password" error={confirm && !confirmOk ? PASSWORDS_DIFFER : null}>
        {(control) => (
          <input
            {...control}
            className={`input${control['aria-invalid'] ? ' input--error' : ''}`}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Repeat the password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={!canSubmit}>
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {busy ? 'Creating Account...' : 'Create Account'}
      </button>
      <div className="auth-divider">
        <span>or</span>
      </div>
      <GoogleButton />
      <p className="form-footer mb-0">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}
