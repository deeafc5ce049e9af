import { useEffect, useState } from 'react';

const TICK_MS = 200;

/**
 * Time left to a deadline on the server's clock (not the device's): recomputed a few times a second from
 * serverNow, so a late tab or a slow phone never drifts. Frozen while paused.
 */
export function useServerCountdown(deadline: number | null, totalSeconds: number, serverNow: () => number, paused: boolean) {
  const remaining = () => (deadline === null ? 0 : Math.max(0, deadline - serverNow()));
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    setLeft(remaining());
    if (paused || deadline === null) return;
    const timer = setInterval(() => setLeft(remaining()), TICK_MS);
    return () => clearInterval(timer);
    // remaining reads only these inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, paused, serverNow]);
  const seconds = Math.ceil(left / 1000);
  return { seconds, fraction: totalSeconds > 0 ? left / (totalSeconds * 1000) : 0 };
}
