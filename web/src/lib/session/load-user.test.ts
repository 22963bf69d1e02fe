import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';

import { loadUser } from './load-user';
import type { SessionDeps } from './session-deps';

const user = { id: 1, full_name: 'Ana Torres', language: 'english' };
const branding = {
  org_name: 'Demo',
  languages: ['es'],
  banner: { main: '#3a71b5', secondary: null },
};
const routes: FakeRoutes = {
  'GET /user': ok(user),
  'GET /user/notification_count': ok({ notification_count: 4, pending_surveys: 2 }),
  'GET /user/analytics': ok({ opt_out: false }),
  'GET /org/branding': ok(branding),
};

let deps: SessionDeps;
let changeLanguage: ReturnType<typeof vi.fn>;

beforeEach(() => {
  changeLanguage = vi.fn(() => Promise.resolve());
  const store = createAppStore();
  store.getState().setAuthToken('a.b.c');
  deps = {
    store,
    queryClient: new QueryClient(),
    i18n: { changeLanguage } as never,
    onBranding: vi.fn(),
    onMeasurementChoice: vi.fn(),
  };
});

describe('loadUser (spec §4)', () => {
  it('sets the language from the profile, loads counts, then branding, languages and the user', async () => {
    const seen = installFakeApi(routes);
    await loadUser(deps);
    const state = deps.store.getState();
    expect(seen.slice(0, 1)).toEqual(['GET /user']);
    expect(seen.slice(1, 3).sort()).toEqual([
      'GET /user/analytics',
      'GET /user/notification_count',
    ]);
    expect(seen.slice(3)).toEqual(['GET /org/branding']);
    expect(changeLanguage).toHaveBeenCalledWith('en');
    expect(state.notificationsCount).toBe(4);
    expect(state.pendingSurveyCount).toBe(2);
    expect(state.languages).toEqual(['es']);
    expect(state.me).toEqual({ data: user, initialized: true });
    expect(deps.onBranding).toHaveBeenCalledWith(branding);
    expect(deps.queryClient.getQueryData(['user'])).toEqual(user);
    expect(deps.onMeasurementChoice).toHaveBeenCalledWith(true);
    expect(deps.queryClient.getQueryData(['user', 'analytics'])).toEqual({ opt_out: false });
  });

  it('tells analytics a person who opted out is not measured', async () => {
    installFakeApi({ ...routes, 'GET /user/analytics': ok({ opt_out: true }) });
    await loadUser(deps);
    expect(deps.onMeasurementChoice).toHaveBeenCalledWith(false);
    expect(deps.store.getState().me.data).toEqual(user);
  });

  it('counts a choice that fails to load as not measured, and still signs the person in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({ ...routes, 'GET /user/analytics': fail(500, 'internal') });
    await loadUser(deps);
    expect(warn).toHaveBeenCalledWith(
      'Error cargando la preferencia de analítica',
      expect.anything(),
    );
    expect(deps.onMeasurementChoice).toHaveBeenCalledWith(false);
    expect(deps.store.getState().me.data).toEqual(user);
  });

  it("sets both counts to 0 and warns 'Error cargando notificaciones' when counts fail", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({ ...routes, 'GET /user/notification_count': fail(500, 'internal') });
    deps.store.getState().setNotificationCounts({ notificationsCount: 9, pendingSurveyCount: 9 });
    await loadUser(deps);
    expect(warn).toHaveBeenCalledWith('Error cargando notificaciones', expect.anything());
    expect(deps.store.getState().notificationsCount).toBe(0);
    expect(deps.store.getState().pendingSurveyCount).toBe(0);
    expect(deps.store.getState().me.data).toEqual(user);
  });

  it("stores a null user and warns 'Error cargando el usuario' when the user load fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({ ...routes, 'GET /user': fail(500, 'internal') });
    await loadUser(deps);
    expect(warn).toHaveBeenCalledWith('Error cargando el usuario', expect.anything());
    expect(deps.store.getState().me).toEqual({ data: null, initialized: true });
  });

  it('reads a 401 as no user (and ends the stale session)', async () => {
    installFakeApi({ ...routes, 'GET /user': fail(401, 'unauthorized') });
    await loadUser(deps);
    expect(deps.store.getState().me).toEqual({ data: null, initialized: true });
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it("warns 'Error cargando configuraciones de organización' when branding fails, keeping both languages", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({ ...routes, 'GET /org/branding': fail(500, 'internal') });
    await loadUser(deps);
    expect(warn).toHaveBeenCalledWith(
      'Error cargando configuraciones de organización',
      expect.anything(),
    );
    expect(deps.store.getState().languages).toEqual(['es', 'en']);
    expect(deps.store.getState().me.data).toEqual(user);
    expect(deps.onBranding).toHaveBeenCalledWith(null);
  });

  it('without a token skips the user call but still loads branding', async () => {
    const seen = installFakeApi(routes);
    deps.store.getState().setAuthToken(null);
    await loadUser(deps);
    expect(seen).toEqual(['GET /org/branding']);
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(deps.onMeasurementChoice).toHaveBeenCalledWith(false);
    expect(deps.store.getState().me).toEqual({ data: null, initialized: true });
  });
});
