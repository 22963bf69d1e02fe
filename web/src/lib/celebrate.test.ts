import { afterEach, describe, expect, it, vi } from 'vitest';

import { CELEBRATION_MS, celebrate } from './celebrate';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('celebrate', () => {
  it('draws a burst hidden from assistive technology that leaves on its own', () => {
    vi.useFakeTimers();
    expect(celebrate()).toBe(true);
    const layer = document.querySelector('[data-celebration]');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer?.children.length).toBeGreaterThan(10);
    vi.advanceTimersByTime(CELEBRATION_MS);
    expect(document.querySelector('[data-celebration]')).toBeNull();
  });

  it('draws nothing for people who ask for reduced motion', () => {
    const win = {
      ...window,
      matchMedia: (query: string) => ({ matches: query.includes('reduce') }),
    } as unknown as Window;
    expect(celebrate({ win })).toBe(false);
    expect(document.querySelector('[data-celebration]')).toBeNull();
  });
});
