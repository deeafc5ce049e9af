import { TextField } from '@/components/ui/text-field';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  onBlur?: () => void;
}

/** The e-mail address of the auth forms. */
export function EmailField({ value, onChange, error, onBlur }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      error={error}
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      value={value}
      onValueChange={onChange}
      onBlur={onBlur}
    />
  );
}
