import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { serverErrorMessage } from '@/lib/api-client';

import { resetPassword } from '../api/reset-password';
import { useFormSubmit } from '../hooks/use-form-submit';
import { PASSWORDS_DIFFER, RESET_PASSWORD_ERROR } from '../utils/auth-errors';
import { passwordMeetsRules } from '../utils/password-rules';

import { PasswordChecklist } from './password-checklist';

interface ResetPasswordFormProps {
  token: string;
  /** After a successful reset: the caller opens the login view. */
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { showToast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, run } = useFormSubmit<{ title: string; detail?: string }>();

  const mismatch = confirm.length > 0 && confirm !== password;
  const canSubmit = passwordMeetsRules(password) && confirm === password && !busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError({ title: PASSWORDS_DIFFER });
      return;
    }
    if (!canSubmit) return;
    void run(
      async () => {
        await resetPassword(token, password);
        showToast('Your password has been reset. Please log in.', 'success');
        onDone();
      },
      (caught) => ({ title: RESET_PASSWORD_ERROR, detail: serverErrorMessage(caught) }),
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && (
        <Alert>
          <div>
            <strong>{error.title}</strong>
            {error.detail && error.detail !== error.title && <div>{error.detail}</div>}
          </div>
        </Alert>
      )}
      <TextField
        label="New Password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        placeholder="Create a new password"
        value={password}
        onValueChange={setPassword}
      />
      <PasswordChecklist password={password} />
      <TextField
        label="Confirm New Password"
        error={mismatch ? PASSWORDS_DIFFER : null}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        value={confirm}
        onValueChange={setConfirm}
      />
      <BusyButton type="submit" className="btn btn--primary btn--block" disabled={!canSubmit} busy={busy} busyLabel="Resetting...">
        Reset Password
      </BusyButton>
    </form>
  );
}
