// Work that can wait: until the browser has nothing better to do, or until it has painted and
// handled input.

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); where there is no
 *  requestIdleCallback (Safari), after `timeoutMs`. Returns a function that cancels it. */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(timer);
}

type YieldingScheduler = { yield?: () => Promise<void> };

/** Resolves in a task of its own, after the browser has had the chance to paint and handle
 *  input: what follows an `await` of it no longer lengthens the current task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
