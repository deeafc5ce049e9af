import { useEffect } from 'react';

import { timeLeftAnnouncement } from '@/lib/announcements';

/**
 * A polite live region that is always on the page, so that screen readers read each new text (a region
 * added together with its text is often missed).
 */
export function LiveAnnouncer({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {text}
    </div>
  );
}

/** Announces the time left at 10 and 5 seconds while `active` (a question waits for this person's answer). */
export function useTimeAnnouncements(secondsLeft: number | null, active: boolean, announce: (text: string) => void): void {
  useEffect(() => {
    const text = active ? timeLeftAnnouncement(secondsLeft) : null;
    if (text) announce(text);
  }, [secondsLeft, active, announce]);
}
