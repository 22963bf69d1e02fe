import { afterEach, describe, expect, it, vi } from 'vitest';

import { whenIdle, yieldInTurn, yieldToBrowser } from './scheduling';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the task when the browser is idle, unless cancelled first', () => {
    const callbacks: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(500);
      callbacks.push(callback);
      return callbacks.length;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const task = vi.fn();
    whenIdle(task, 500);
    const cancel = whenIdle(task, 500);
    cancel();
    expect(cancelled).toEqual([2]);
    callbacks[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 300);
    const cancel = whenIdle(task, 300);
    cancel();
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('yieldToBrowser', () => {
  it('goes on in a later task, after every microtask of this one', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('microtasks'));
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'microtasks', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});

describe('yieldInTurn', () => {
  it('lets callers of one task go on one per later task, in the order they asked', async () => {
    const schedulerYield = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(resolve, 0);
        }),
    );
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    const order: string[] = [];
    const turns = ['a', 'b', 'c'].map((name) =>
      yieldInTurn().then(() => {
        order.push(name);
        // Whoever else goes on in this task shows up before this task's own timer.
        setTimeout(() => order.push(`end of ${name}'s task`), 0);
      }),
    );
    order.push('asked');
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    await Promise.all(turns);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order.filter((step) => !step.startsWith('end'))).toEqual(['asked', 'a', 'b', 'c']);
    expect(order.indexOf("end of a's task")).toBeGreaterThan(order.indexOf('a'));
    expect(schedulerYield).toHaveBeenCalledTimes(3);
  });

  it('lets everyone go on at once while the page is hidden', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const order: string[] = [];
      const turns = ['a', 'b'].map((name) => yieldInTurn().then(() => order.push(name)));
      await Promise.all(turns);
      expect(order).toEqual(['a', 'b']);
      expect(schedulerYield).not.toHaveBeenCalled();
    } finally {
      visibility.mockRestore();
    }
  });
});
