import { useEffect } from 'react';

import { readAloud, readAloudAvailable, readAloudStop } from '@/lib/read-aloud';

interface ReadAloudButtonProps {
  question: string;
  choices: readonly string[];
  className?: string;
}

/** "Read aloud": the browser speaks the question and its choices (shown only where it can); stops when the question goes. */
export function ReadAloudButton({ question, choices, className = 'btn btn--ghost btn--small' }: ReadAloudButtonProps) {
  useEffect(() => readAloudStop, [question]);
  if (!readAloudAvailable()) return null;
  return (
    <button type="button" className={className} onClick={() => readAloud(question, [...choices])}>
      Read aloud
    </button>
  );
}
