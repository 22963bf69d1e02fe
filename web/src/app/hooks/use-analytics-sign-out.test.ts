import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAppStore } from '@/stores/app-store';

import { useAnalyticsSignOut } from './use-analytics-sign-out';

afterEach(() => {
  act(() => useAppStore.getState().setAuthToken(null));
});

describe('useAnalyticsSignOut', () => {
  it('tells analytics nobody is measured once the session ends, and nothing while it lasts', () => {
    act(() => useAppStore.getState().setAuthToken('a.b.c'));
    const analytics = { setPersonMeasured: vi.fn() };
    renderHook(() => useAnalyticsSignOut(analytics));
    expect(analytics.setPersonMeasured).not.toHaveBeenCalled();
    act(() => useAppStore.getState().logout());
    expect(analytics.setPersonMeasured).toHaveBeenCalledWith(false);
  });

  it('says so at once for a visitor', () => {
    const analytics = { setPersonMeasured: vi.fn() };
    renderHook(() => useAnalyticsSignOut(analytics));
    expect(analytics.setPersonMeasured).toHaveBeenCalledWith(false);
  });
});
