import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import type * as OrgApi from '@/lib/calls/org';
import { fetchOrgServices } from '@/lib/calls/org';
import { createAppStore } from '@/stores/app-store';

import { loadModules } from './load-modules';
import type { SessionDeps } from './session-deps';

vi.mock('@/lib/calls/org', async (original) => ({
  ...(await original<typeof OrgApi>()),
  fetchOrgServices: vi.fn(),
}));

let deps: SessionDeps;

beforeEach(() => {
  vi.mocked(fetchOrgServices).mockReset();
  const store = createAppStore();
  store.getState().setAuthToken('a.b.c');
  deps = { store, queryClient: new QueryClient(), i18n: { changeLanguage: vi.fn() } };
});

describe('loadModules', () => {
  it('stores the flags and caches them under orgModules', async () => {
    vi.mocked(fetchOrgServices).mockResolvedValue({ auth: true, recognitions: true });
    await loadModules(deps);
    expect(deps.store.getState().services.recognitions).toBe(true);
    expect(deps.queryClient.getQueryData(['orgModules'])).toEqual({
      auth: true,
      recognitions: true,
    });
  });

  it("only warns 'Error cargando módulos disponibles' on failure", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(fetchOrgServices).mockRejectedValue(new ApiError({ kind: 'network' }));
    await expect(loadModules(deps)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Error cargando módulos disponibles', expect.anything());
    expect(deps.store.getState().services.auth).toBe(true);
  });

  it('keeps the default flags without a session', async () => {
    deps.store.getState().setAuthToken(null);
    await loadModules(deps);
    expect(fetchOrgServices).not.toHaveBeenCalled();
    expect(deps.store.getState().services.auth).toBe(true);
  });
});
