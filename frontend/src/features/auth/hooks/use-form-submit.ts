import { useState } from 'react';

/**
 * The auth forms' submit cycle: the last error goes, the form is busy while the request runs, and a
 * failure shows its message and frees the form. Success leaves it busy: the form is on its way out.
 */
export function useFormSubmit<TError = string>() {
  const [error, setError] = useState<TError | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (request: () => Promise<void>, describe: (caught: unknown) => TError): Promise<void> => {
    setError(null);
    setBusy(true);
    try {
      await request();
    } catch (caught) {
      setError(describe(caught));
      setBusy(false);
    }
  };

  return { error, setError, busy, run };
}
