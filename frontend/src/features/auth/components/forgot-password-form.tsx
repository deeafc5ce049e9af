import { useState, type FormEvent } from 'react';

import { requestPasswordReset } from '../api/request-password-reset';
import { FORGOT_PASSWORD_ERROR } from '../utils/auth-errors';
import { isValidEmail } from '../utils/password-rules';

interface ForgotPasswordFormProps {
  onSent: (email: string, message: string | undefined) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ onSent, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(email.trim());
      onSent(email.trim(), message);
    } catch {
      setError(FORGOT_PASSWORD_ERROR);
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
      <label className="field">
        <span className="field__label">Email</span>
        <input
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !email.trim()}>
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {busy ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p className="form-footer mb-0">
        <button type="button" className="link-button" onClick={onBack}>
          ← Back to Login
        </button>
      </p>
    </form>
  );
}
