import { useEffect, useState } from 'react';

/** The current time, read again every `everyMs` (the countdowns of the pass and the event
 *  code). */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Whole seconds left until a moment (never below 0). */
export function secondsUntil(moment: number, now: number): number {
  return Math.max(0, Math.ceil((moment - now) / 1_000));
}
