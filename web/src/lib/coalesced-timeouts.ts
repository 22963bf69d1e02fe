// One browser timer for many long timeouts. TanStack Query arms a timeout for every query it
// creates (when to forget it) and clears it when a screen subscribes, so a screen's first commit
// set and cleared about two timers per query in one task; each costs little, but more while
// DevTools records (a stack trace each, as Lighthouse does). TanStack's timeoutManager takes a
// provider that coalesces them: here, due times in a map and one browser timer for the earliest.
import type { TimeoutProvider } from '@tanstack/react-query';

type Due = { at: number; callback: () => void };

/** A TimeoutProvider whose timeouts share one browser timer; intervals are the browser's own.
 *  Reads the clock and the timer functions when called, so a test that controls time controls
 *  these too. */
export function createCoalescedTimeouts(): TimeoutProvider<number> {
  const due = new Map<number, Due>();
  let lastId = 0;
  let armed: { at: number; timer: number } | null = null;

  const arm = () => {
    let earliest = Infinity;
    for (const { at } of due.values()) earliest = Math.min(earliest, at);
    // An armed timer that fires no later re-arms itself then.
    if (earliest === Infinity || (armed && armed.at <= earliest)) return;
    if (armed) window.clearTimeout(armed.timer);
    armed = { at: earliest, timer: window.setTimeout(fire, Math.max(0, earliest - Date.now())) };
  };

  const fire = () => {
    armed = null;
    const now = Date.now();
    for (const [id, { at, callback }] of [...due]) {
      if (at > now) continue;
      due.delete(id);
      callback();
    }
    arm();
  };

  return {
    setTimeout(callback, delay) {
      lastId += 1;
      due.set(lastId, { at: Date.now() + Math.max(0, delay ?? 0), callback });
      arm();
      return lastId;
    },
    clearTimeout(id) {
      // A browser timer armed for it finds nothing due and re-arms for the next.
      if (id !== undefined) due.delete(id);
    },
    setInterval: (callback, delay) => window.setInterval(callback, delay),
    clearInterval: (id) => window.clearInterval(id),
  };
}
