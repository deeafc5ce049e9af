import type { InputHTMLAttributes } from 'react';

import { Field } from '@/components/ui/field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  label: string;
  /** Shown under the input, which is then marked invalid. */
  error?: string | null;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled single-line input. */
export function TextField({ label, error, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={`input${control['aria-invalid'] ? ' input--error' : ''}`}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
