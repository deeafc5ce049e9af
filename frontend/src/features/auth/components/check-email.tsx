import { IconBubble } from '@/components/ui/icon';

interface CheckEmailProps {
  email: string;
  message?: string;
  onBack: () => void;
}

/** The end of the forgot-password view: where the instructions went. */
export function CheckEmail({ email, message, onBack }: CheckEmailProps) {
  return (
    <div className="stack text-center check-email">
      <IconBubble name="mail" size={36} large />
      <p className="mb-0">
        {message ?? "If an account exists for this email, we've sent instructions to reset your password."}
      </p>
      <p className="muted text-small mb-0">
        Look in the inbox of <strong>{email}</strong>. The link is valid for 24 hours; check your spam folder if it does
        not arrive.
      </p>
      <button type="button" className="btn btn--primary btn--block" onClick={onBack}>
        Back to Login
      </button>
    </div>
  );
}
