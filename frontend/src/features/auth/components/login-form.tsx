import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';

import { login } from '../api/login';
import { useFormSubmit } from '../hooks/use-form-submit';
import { loginErrorMessage } from '../utils/auth-errors';

import { EmailField } from './email-field';
import { FormSwitch } from './form-switch';
import { GoogleOption } from './google-button';

interface LoginFormProps {
  onForgotPassword: () => void;
  onRegister: () => void;
}

export function LoginForm({ onForgotPassword, onRegister }: LoginFormProps) {
  const { completeSignIn } = useAuth();
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const auth = await login({ email: email.trim(), password });
      completeSignIn(auth);
      showToast(`Welcome back, ${auth.user_info.email}!`, 'success');
    }, loginErrorMessage);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        placeholder="Your password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <div className="text-right">
        <button type="button" className="link-button text-small" onClick={onForgotPassword}>
          Forgot password?
        </button>
      </div>
      <BusyButton
        type="submit"
        className="btn btn--primary btn--block"
        disabled={busy || !email.trim() || !password}
        busy={busy}
        busyLabel="Logging in..."
      >
        Login
      </BusyButton>
      <GoogleOption />
      <FormSwitch prompt="Don't have an account?" onSwitch={onRegister}>
        Sign up
      </FormSwitch>
    </form>
  );
}
