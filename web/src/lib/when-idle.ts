// Work that can wait until the browser has nothing better to do.

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
