import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok } from '@/testing/fake-api';

import { PREFETCH_DELAY_MS, schedulePrefetch } from './prefetch';
import type { SessionDeps } from './session-deps';

const settings = { branding: { banner: { main: '#3a71b5', secondary: null } } };
let deps: SessionDeps;

beforeEach(() => {
  vi.useFakeTimers();
  const store = createAppStore();
  store.getState().setAuthToken('a.b.c');
  deps = { store, queryClient: new QueryClient(), i18n: { changeLanguage: vi.fn() } };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetch after start-up', () => {
  it('waits 1 s, then fetches settings, modules and categories in parallel with their staleness', async () => {
    const seen = installFakeApi({
      'GET /org/settings': ok(settings),
      'GET /org/services': ok({ auth: true }),
      'GET /product_category': ok([]),
    });
    schedulePrefetch(deps);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect([...seen].sort()).toEqual([
      'GET /org/services',
      'GET /org/settings',
      'GET /product_category',
    ]);
    const cache = deps.queryClient.getQueryCache();
    const stale = (key: string) =>
      (cache.find({ queryKey: [key] })?.options as { staleTime?: number } | undefined)?.staleTime;
    expect(stale('orgSettings')).toBe(5 * 60 * 1000);
    expect(stale('orgModules')).toBe(10 * 60 * 1000);
    expect(stale('productCategories')).toBe(15 * 60 * 1000);
    expect(deps.store.getState().org.orgSettings).toEqual(settings);
  });

  it('tolerates each failure with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({
      'GET /org/settings': fail(500, 'internal'),
      'GET /org/services': ok({ auth: true }),
      'GET /product_category': fail(403, 'forbidden'),
    });
    schedulePrefetch(deps);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 10);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(deps.queryClient.getQueryData(['orgModules'])).toEqual({ auth: true });
  });

  it('does nothing without a session, and can be cancelled', async () => {
    const seen = installFakeApi({});
    deps.store.getState().setAuthToken(null);
    schedulePrefetch(deps);
    await vi.runAllTimersAsync();
    deps.store.getState().setAuthToken('a.b.c');
    const cancel = schedulePrefetch(deps);
    cancel();
    await vi.runAllTimersAsync();
    expect(seen).toEqual([]);
  });
});
