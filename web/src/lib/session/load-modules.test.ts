import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';

import { loadModules } from './load-modules';
import type { SessionDeps } from './session-deps';

let deps: SessionDeps;

beforeEach(() => {
  const store = createAppStore();
  store.getState().setAuthToken('a.b.c');
  deps = { store, queryClient: new QueryClient(), i18n: { changeLanguage: vi.fn() } };
});

describe('loadModules', () => {
  it('stores the flags and caches them under orgModules', async () => {
    installFakeApi({ 'GET /org/services': ok({ auth: true, recognitions: true }) });
    await loadModules(deps);
    expect(deps.store.getState().services.recognitions).toBe(true);
    expect(deps.queryClient.getQueryData(['orgModules'])).toEqual({
      auth: true,
      recognitions: true,
    });
  });

  it("only warns 'Error cargando módulos disponibles' on failure", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({ 'GET /org/services': 'network' });
    await expect(loadModules(deps)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Error cargando módulos disponibles', expect.anything());
    expect(deps.store.getState().services.auth).toBe(true);
  });

  it('keeps the default flags without a session', async () => {
    const seen = installFakeApi({});
    deps.store.getState().setAuthToken(null);
    await loadModules(deps);
    expect(seen).toEqual([]);
    expect(deps.store.getState().services.auth).toBe(true);
  });
});
