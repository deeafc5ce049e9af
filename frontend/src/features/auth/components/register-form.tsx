import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import type { AuthResponse } from '@/types/api';

import { login } from '../api/login';
import { register } from '../api/register';
import { useFormSubmit } from '../hooks/use-form-submit';
import { PASSWORDS_DIFFER, loginErrorMessage, registerErrorMessage } from '../utils/auth-errors';
import { isValidEmail, passwordMeetsRules } from '../utils/password-rules';

import { EmailField } from './email-field';
import { FormSwitch } from './form-switch';
import { GoogleOption } from './google-button';
import { PasswordChecklist } from './password-checklist';

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const { completeSignIn } = useAuth();
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const { error, busy, run } = useFormSubmit();

  const emailOk = isValidEmail(email);
  const passwordOk = passwordMeetsRules(password);
  const confirmOk = confirm.length > 0 && confirm === password;
  const canSubmit = emailOk && passwordOk && confirmOk && !busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const credentials = { email: email.trim(), password };
    let registered = false;
    void run(
      async () => {
        const answer = await register(credentials);
        registered = true;
        // Without tokens in the answer the account exists but is not signed in yet.
        const auth: AuthResponse =
          answer.access_token && answer.refresh_token && answer.user_info
            ? (answer as AuthResponse)
            : await login(credentials);
        completeSignIn(auth);
        showToast('Welcome to QuizForge! Check your inbox to verify your email.', 'success');
      },
      (caught) => (registered ? loginErrorMessage(caught) : registerErrorMessage(caught)),
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <EmailField
        value={email}
        onChange={setEmail}
        error={emailTouched && email && !emailOk ? 'Please enter a valid email address' : null}
        onBlur={() => setEmailTouched(true)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        placeholder="Create a password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <PasswordChecklist password={password} />
      <TextField
        label="Confirm Password"
        error={confirm && !confirmOk ? PASSWORDS_DIFFER : null}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Repeat the password"
        required
        value={confirm}
        onValueChange={setConfirm}
      />
      <BusyButton type="submit" className="btn btn--primary btn--block" disabled={!canSubmit} busy={busy} busyLabel="Creating Account...">
        Create Account
      </BusyButton>
      <GoogleOption />
      <FormSwitch prompt="Already have an account?" onSwitch={onLogin}>
        Log in
      </FormSwitch>
    </form>
  );
}
