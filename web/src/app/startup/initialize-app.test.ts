import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authFlowQueryOptions } from '@/lib/calls/org';
import type { SessionDeps } from '@/lib/session/session-deps';
import { createAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';

import { initializeApp, LOADER_EXTRA_DELAY_MS } from './initialize-app';
import { initializeDocs } from './initialize-docs';
import { initializePdbApp, runPdbStartupHooks } from './initialize-pdb-app';
import { selectStartupRoutine } from './select-startup';

const validToken = `e30.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).replace(/=+$/, '')}.sig`;
const user = { id: 1, full_name: 'Ana Torres', language: 'spanish' };
const branding = {
  org_name: 'Demo',
  languages: ['es', 'en'],
  banner: { main: '#3a71b5', secondary: null },
};

function deferred() {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let deps: SessionDeps;
let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  vi.useFakeTimers();
  store = createAppStore();
  deps = {
    store,
    queryClient: new QueryClient(),
    i18n: { changeLanguage: vi.fn(() => Promise.resolve()) } as never,
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('initializeApp (spec §4)', () => {
  it('loads modules and the user in parallel and clears loading 500 ms after both settle', async () => {
    store.getState().setAuthToken(validToken);
    const services = deferred();
    const seen = installFakeApi({
      'GET /org/services': () => services.promise,
      'GET /user': ok(user),
      'GET /user/notification_count': ok({ notification_count: 2, pending_surveys: 1 }),
      'GET /user/analytics': ok({ opt_out: false }),
      'GET /org/branding': ok(branding),
    });

    const done = initializeApp(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toContain('GET /user');
    expect(store.getState().appLoading).toBe(true);
    expect(store.getState().me.initialized).toBe(true);

    services.resolve(ok({ auth: true }));
    await vi.advanceTimersByTimeAsync(LOADER_EXTRA_DELAY_MS - 1);
    expect(store.getState().appLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(store.getState().appLoading).toBe(false);
    expect(store.getState().me.data).toEqual(user);
    expect(store.getState().notificationsCount).toBe(2);
  });

  it('clears loading at once on a critical error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    store.getState().setAuthToken('unparseable');
    const broken: SessionDeps = {
      ...deps,
      store: {
        getState: () => ({
          ...store.getState(),
          logout: () => {
            throw new Error('storage exploded');
          },
        }),
      },
    };
    await initializeApp(broken);
    expect(error).toHaveBeenCalledWith(
      'Critical error during app initialization',
      expect.any(Error),
    );
    expect(store.getState().appLoading).toBe(false);
  });

  it('ends an expired session before loading, so the user goes to /login', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const expired = `e30.${btoa(JSON.stringify({ exp: 1 })).replace(/=+$/, '')}.sig`;
    store.getState().setAuthToken(expired);
    const seen = installFakeApi({ 'GET /org/branding': ok(branding) });
    const done = initializeApp(deps);
    await vi.advanceTimersByTimeAsync(LOADER_EXTRA_DELAY_MS + 10);
    await done;
    expect(store.getState().authToken).toBeNull();
    // Now a visitor: the sign-in screen's methods are asked for at once.
    expect(seen.sort()).toEqual(['GET /org/auth_flow', 'GET /org/branding']);
    expect(store.getState().me).toEqual({ data: null, initialized: true });
  });

  it("asks for a visitor's sign-in methods at start-up, and a signed-in user's never", async () => {
    const seen = installFakeApi({
      'GET /org/branding': ok(branding),
      'GET /org/auth_flow': ok({ org_name: 'Demo', methods: { password: true } }),
    });
    const done = initializeApp(deps);
    await vi.advanceTimersByTimeAsync(LOADER_EXTRA_DELAY_MS + 10);
    await done;
    expect(seen).toContain('GET /org/auth_flow');
    expect(deps.queryClient.getQueryData(authFlowQueryOptions().queryKey)).toBeDefined();

    store.getState().setAuthToken(validToken);
    const later = installFakeApi({ 'GET /org/branding': ok(branding), 'GET /user': ok(user) });
    const signedIn = initializeApp({ ...deps, queryClient: new QueryClient() });
    await vi.advanceTimersByTimeAsync(LOADER_EXTRA_DELAY_MS + 10);
    await signedIn;
    expect(later).toContain('GET /user');
    expect(later).not.toContain('GET /org/auth_flow');
  });
});

describe('start-up routines by host', () => {
  it('picks the docs, pdb or default routine', () => {
    expect(selectStartupRoutine('docs.localhost')).toBe(initializeDocs);
    expect(selectStartupRoutine('pdb.aplauso.app')).toBe(initializePdbApp);
    expect(selectStartupRoutine('localhost')).toBe(initializeApp);
    expect(selectStartupRoutine('clip.localhost')).toBe(initializeApp);
  });

  it('runs the pdb hooks after the default routine, tolerating failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order: string[] = [];
    await runPdbStartupHooks(deps, [
      () => {
        order.push('first');
        throw new Error('x');
      },
      () => {
        order.push('second');
      },
    ]);
    expect(order).toEqual(['first', 'second']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('the docs routine loads branding only and clears loading', async () => {
    const seen = installFakeApi({ 'GET /org/branding': ok(branding) });
    await initializeDocs(deps);
    expect(seen).toEqual(['GET /org/branding']);
    expect(store.getState().appLoading).toBe(false);
  });
});
