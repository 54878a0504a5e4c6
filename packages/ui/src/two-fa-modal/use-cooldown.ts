import { useCallback, useEffect, useState } from 'react';

/**
 * Resend cooldown 60 s, the counter starts at 59 and ticks each second
 * (docs/product/sessions.md#two-factor).
 */
export const RESEND_COOLDOWN_START = 59;

export function useCooldown(start = RESEND_COOLDOWN_START) {
  const [remaining, setRemaining] = useState(start);
  const [run, setRun] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setRemaining((r) => {
        if (r <= 1) clearInterval(timer);
        return Math.max(r - 1, 0);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [run]);
  const restart = useCallback(() => {
    setRemaining(start);
    setRun((n) => n + 1);
  }, [start]);
  return { remaining, restart };
}
