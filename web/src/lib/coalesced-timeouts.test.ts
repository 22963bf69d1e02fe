import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createCoalescedTimeouts } from './coalesced-timeouts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coalesced timeouts', () => {
  it('runs each callback at its own time with one browser timer for all of them', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('late'), 600_000);
    timeouts.setTimeout(() => ran.push('soon'), 1_000);
    timeouts.setTimeout(() => ran.push('later'), 300_000);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['soon']);
    vi.advanceTimersByTime(299_000);
    expect(ran).toEqual(['soon', 'later']);
    vi.advanceTimersByTime(300_000);
    expect(ran).toEqual(['soon', 'later', 'late']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared callback, and a cleared earliest one does not hold back the rest', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    const first = timeouts.setTimeout(() => ran.push('cleared'), 100);
    timeouts.setTimeout(() => ran.push('kept'), 200);
    timeouts.clearTimeout(first);
    timeouts.clearTimeout(undefined);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['kept']);
  });

  it('takes timeouts set while others run, and a zero delay', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      ran.push('first');
      timeouts.setTimeout(() => ran.push('set by first'), 50);
    }, 100);
    timeouts.setTimeout(() => ran.push('now'), 0);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['now']);
    vi.advanceTimersByTime(150);
    expect(ran).toEqual(['now', 'first', 'set by first']);
  });

  it('leaves intervals to the browser', () => {
    const timeouts = createCoalescedTimeouts();
    const tick = vi.fn();
    const id = timeouts.setInterval(tick, 1_000);
    vi.advanceTimersByTime(3_000);
    expect(tick).toHaveBeenCalledTimes(3);
    timeouts.clearInterval(id);
    vi.advanceTimersByTime(3_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });
});
