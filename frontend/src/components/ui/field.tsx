import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** Shown under the control and linked to it; marks the control invalid. */
  error?: string | null;
  hint?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control whose error and hint sit outside the label, so the label names only the field. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <span id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {message}
        </span>
      )}
    </div>
  );
}
