import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';

import { requestPasswordReset } from '../api/request-password-reset';
import { useFormSubmit } from '../hooks/use-form-submit';
import { FORGOT_PASSWORD_ERROR } from '../utils/auth-errors';
import { isValidEmail } from '../utils/password-rules';

import { EmailField } from './email-field';
import { FormSwitch } from './form-switch';

interface ForgotPasswordFormProps {
  onSent: (email: string, message: string | undefined) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ onSent, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const { error, setError, busy, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Please enter a valid email address');
      return;
    }
    void run(async () => {
      const { message } = await requestPasswordReset(email.trim());
      onSent(email.trim(), message);
    }, () => FORGOT_PASSWORD_ERROR);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      <EmailField value={email} onChange={setEmail} />
      <BusyButton type="submit" className="btn btn--primary btn--block" disabled={busy || !email.trim()} busy={busy} busyLabel="Sending...">
        Send Reset Link
      </BusyButton>
      <FormSwitch onSwitch={onBack}>← Back to Login</FormSwitch>
    </form>
  );
}
