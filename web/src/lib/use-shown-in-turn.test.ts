import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useShownInTurn } from './use-shown-in-turn';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useShownInTurn', () => {
  it('shows nothing until ready, then the first part, then one more per task', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ready }) => useShownInTurn(ready, 3), {
      initialProps: { ready: false },
    });
    expect(result.current).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(0);

    rerender({ ready: true });
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(2);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(3);
  });

  it('keeps the parts shown when more join, and shows the new ones in turn', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useShownInTurn(true, total), {
      initialProps: { total: 2 },
    });
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(2);
    rerender({ total: 4 });
    expect(result.current).toBe(2);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(4);
  });

  it('shows every part at once while the page is hidden', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result } = renderHook(() => useShownInTurn(true, 5));
    expect(result.current).toBe(5);
  });
});
