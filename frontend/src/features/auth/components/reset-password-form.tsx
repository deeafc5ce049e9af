import { useState, type FormEvent } from 'react';

import { Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { serverErrorMessage } from '@/lib/api-client';

import { resetPassword } from '../api/reset-password';
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
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const mismatch = confirm.length > 0 && confirm !== password;
  const canSubmit = passwordMeetsRules(password) && confirm === password && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError({ title: PASSWORDS_DIFFER });
      return;
    }
    if (!canSubmit) return;
    setError(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      showToast('Your password has been reset. Please log in.', 'success');
      onDone();
    } catch (caught) {
      setError({ title: RESET_PASSWORD_ERROR, detail: serverErrorMessage(caught) });
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && (
        <div className="alert alert--error" role="alert">
          <div>
            <strong>{error.title}</strong>
            {error.detail && error.detail !== error.title && <div>{error.detail}</div>}
          </div>
        </div>
      )}
      <label className="field">
        <span className="field__label">New Password</span>
        <input
          className="input"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Create a new password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <PasswordChecklist password={password} />
      <Field label="Confirm New Password" error={mismatch ? PASSWORDS_DIFFER : null}>
        {(control) => (
          <input
            {...control}
            className={`input${mismatch ? ' input--error' : ''}`}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Repeat the new password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={!canSubmit}>
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {busy ? 'Resetting...' : 'Reset Password'}
      </button>
    </form>
  );
}
