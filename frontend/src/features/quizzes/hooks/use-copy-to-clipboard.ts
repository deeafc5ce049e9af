import { useCallback, useEffect, useRef, useState } from 'react';

export const COPIED_LABEL_MS = 2000;
export const COPY_FAILED_MESSAGE = 'Failed to copy link to clipboard.';

/** Copies text; `copied` stays true for 2 s afterwards. A failure is reported with the spec's alert. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      window.alert(COPY_FAILED_MESSAGE);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  }, []);

  return { copied, copy };
}
