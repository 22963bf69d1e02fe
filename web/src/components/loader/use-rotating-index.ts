import { useEffect, useState } from 'react';

/** An index that advances every `intervalMs` through `length` items while `active`. */
export function useRotatingIndex(length: number, intervalMs: number, active = true): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, active]);
  return index;
}
