import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { MODULE_KEYS } from '@/config/modules';

import { createAppStore } from './app-store';
import { AUTH_TOKEN_KEY } from './session-storage';

const user = (id: number) =>
  ({ id, full_name: `User ${id}`, first_name: 'U', last_name: String(id) }) as User;

let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  store = createAppStore();
});

describe('app store defaults', () => {
  it('starts loading, on desktop, with every module off but the defaults (auth, messaging_app)', () => {
    const state = store.getState();
    expect(state.appLoading).toBe(true);
    expect(state.device.isDesktop).toBe(true);
    expect(state.me).toEqual({ data: null, initialized: false });
    expect(state.services.auth).toBe(true);
    expect(state.services.messaging_app).toBe(true);
    for (const key of MODULE_KEYS.filter((k) => k !== 'auth' && k !== 'messaging_app'))
      expect(state.services[key]).toBe(false);
    expect(state.settingsPanelOpen).toBe(false);
    expect(state.messagingAppPanelOpen).toBe(false);
    expect(state.isLogout).toBe(false);
  });

  it('reads the token from localStorage, ignoring "undefined"', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'undefined');
    expect(createAppStore().getState().authToken).toBeNull();
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a.b.c');
    expect(createAppStore().getState().authToken).toBe('a.b.c');
  });
});

describe('update rules (spec §4)', () => {
  it('appends org users and empties them when the org is cleared', () => {
    const s = store.getState();
    s.setOrg({ id: 1, name: 'Demo' } as never);
    s.addOrgUsers([user(1)]);
    s.addOrgUsers([user(2), user(3)]);
    expect(store.getState().org.users.map((u) => u.id)).toEqual([1, 2, 3]);
    s.clearOrg();
    expect(store.getState().org).toEqual({ org: null, users: [], orgSettings: null });
  });

  it('merges module flags over the defaults', () => {
    store
      .getState()
      .setServices({ recognitions: true, auth: false, unknown: true, catalog: 'yes' });
    const services = store.getState().services;
    expect(services.recognitions).toBe(true);
    expect(services.auth).toBe(false);
    expect(services.catalog).toBe(false);
    expect('unknown' in services).toBe(false);
    store.getState().setServices(null);
    expect(store.getState().services.auth).toBe(true);
  });

  it('keeps only supported languages', () => {
    store.getState().setLanguages(['en', 'fr', 'en']);
    expect(store.getState().languages).toEqual(['en']);
    store.getState().setLanguages([]);
    expect(store.getState().languages).toEqual(['es', 'en']);
  });

  it('tracks the device and panel flags', () => {
    const s = store.getState();
    s.setIsDesktop(false);
    s.setSettingsPanelOpen(true);
    s.setMessagingAppPanelOpen(true);
    expect(store.getState().device.isDesktop).toBe(false);
    expect(store.getState().settingsPanelOpen).toBe(true);
    expect(store.getState().messagingAppPanelOpen).toBe(true);
  });
});

describe('session', () => {
  it('stores the token in state and localStorage', () => {
    store.getState().setAuthToken('a.b.c');
    expect(store.getState().authToken).toBe('a.b.c');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('a.b.c');
    store.getState().setAuthToken('undefined');
    expect(store.getState().authToken).toBeNull();
  });

  it('logout removes the token, clears the user and the session data', () => {
    const s = store.getState();
    s.setAuthToken('a.b.c');
    s.setCreatedCommunicationGroup({ id: 9 });
    s.setMe(user(1));
    s.setNotificationCounts({ notificationsCount: 3, pendingSurveyCount: 1 });
    s.setServices({ recognitions: true });
    s.setLanguages(['en']);
    s.logout();
    const state = store.getState();
    expect(state.authToken).toBeNull();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(state.createdCommunicationGroup).toBeNull();
    expect(state.me).toEqual({ data: null, initialized: true });
    expect(state.isLogout).toBe(true);
    expect(state.notificationsCount).toBe(0);
    expect(state.services.recognitions).toBe(false);
    expect(state.languages).toEqual(['en']);
  });
});
