import { useEffect, useState } from 'react';

import { useAuth } from '@/lib/auth';

import { queuePlayerMisses } from '@/features/multiplayer/api/review';

/**
 * A signed-in pupil's phone, at the game's end, puts the questions it missed into its spaced review, once;
 * answers how many, once they are queued. `playerToken` is null when there is nothing to queue.
 */
export function useMissesQueued(playerToken: string | null): number | null {
  const { isLoggedIn } = useAuth();
  const [queued, setQueued] = useState<number | null>(null);
  useEffect(() => {
    if (!isLoggedIn || !playerToken) return;
    let current = true;
    queuePlayerMisses(playerToken)
      .then((count) => current && setQueued(count))
      .catch(() => undefined); // a reminder for later only: the game's end stands without it
    return () => {
      current = false;
    };
  }, [isLoggedIn, playerToken]);
  return queued;
}
