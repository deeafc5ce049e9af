import { useState, type FormEvent } from 'react';

import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';

import { login } from '../api/login';
import { loginErrorMessage } from '../utils/auth-errors';

import { GoogleButton } from './google-button';

interface LoginFormProps {
  onForgotPassword: () => void;
  onRegister: () => void;
}

export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const { completeSignIn } = useAuth();
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const auth = await login({ email: email.trim(), password });
      completeSignIn(auth);
      showToast(`Welcome back, ${auth.user_info.email}!`, 'success');
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
      <label className="field">
        <span className="field__label">Password</span>
        <input
          className="input"
          type="password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <div className="text-right">
        <button type="button" className="link-button text-small" onClick={onForgotPassword}>
          Forgot password?
        </button>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || !email.trim() || !password}>
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {busy ? 'Logging in...' : 'Login'}
      </button>
      <div className="auth-divider">
        <span>or</span>
      </div>
      <GoogleButton />
      <p className="form-footer mb-0">
        Don&apos;t have an account?{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          Sign up
        </button>
      </p>
    </form>
  );
}
