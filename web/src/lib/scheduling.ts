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

const waitingTurns: (() => void)[] = [];
let handingOutTurns = false;

/** A page nobody sees: its long tasks bother no one, and browsers slow its timers down to one a
 *  second or less, so waiting for a turn per task there would hold requests back for seconds. */
export const pageHidden = () =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Resolves in a task of its own, one caller per task, in the order they asked: many callers in
 * one task (a screen's first commit starting all its requests) wait for one continuation at a
 * time instead of scheduling one each, and each goes on without the others in its task. While
 * the page is hidden, everyone goes on at once.
 */
export function yieldInTurn(): Promise<void> {
  if (pageHidden() && waitingTurns.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    waitingTurns.push(resolve);
    if (!handingOutTurns) void handOutTurns();
  });
}

async function handOutTurns(): Promise<void> {
  handingOutTurns = true;
  try {
    while (waitingTurns.length > 0) {
      await yieldToBrowser();
      // The caller goes on in this task's microtasks; the next one waits for the next task.
      const turns = pageHidden() ? waitingTurns.splice(0) : waitingTurns.splice(0, 1);
      for (const turn of turns) turn();
    }
  } finally {
    handingOutTurns = false;
  }
}
