import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { MODULE_KEYS } from '@/config/modules';

import { createAppStore } from './app-store';
import { AUTH_TOKEN_KEY } from './session-storage';
import { PROFILE_PHOTO_TTL_MS } from './slices/profile-photo-slice';

const user = (id: number) =>
  ({ id, full_name: `User ${id}`, first_name: 'U', last_name: String(id) }) as User;

let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  store = createAppStore();
});

describe('app store defaults', () => {
  it('starts loading, on desktop, with every module off but auth', () => {
    const state = store.getState();
    expect(state.appLoading).toBe(true);
    expect(state.device.isDesktop).toBe(true);
    expect(state.me).toEqual({ data: null, initialized: false });
    expect(state.cart).toEqual({ items: [], initialized: false });
    expect(state.announcements).toEqual({ filed: [], notFiled: [] });
    expect(state.services.auth).toBe(true);
    for (const key of MODULE_KEYS.filter((k) => k !== 'auth'))
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
  it('replaces id-keyed items by id on update', () => {
    const s = store.getState();
    s.setPosts([
      { id: 1, text: 'a' },
      { id: 2, text: 'b' },
    ]);
    s.updatePost({ id: 2, text: 'B' });
    expect(store.getState().posts).toEqual([
      { id: 1, text: 'a' },
      { id: 2, text: 'B' },
    ]);
    s.setDepartments([{ id: 1, name: 'Ventas', active: true }]);
    s.updateDepartment({ id: 1, name: 'Ventas', active: false });
    expect(store.getState().departments[0]?.active).toBe(false);
    s.setGoals([{ id: 'g1', title: 'x' }]);
    s.updateGoal({ id: 'g1', title: 'y' });
    expect(store.getState().goals).toEqual([{ id: 'g1', title: 'y' }]);
    s.setPostTypes([{ id: 3 }]);
    s.updatePostType({ id: 3, name: 'Valor' });
    expect(store.getState().postTypes).toEqual([{ id: 3, name: 'Valor' }]);
    s.setGoalCategories([{ id: 5 }]);
    s.updateGoalCategory({ id: 5, name: 'Ventas' });
    expect(store.getState().goalCategories).toEqual([{ id: 5, name: 'Ventas' }]);
  });

  it('queues banner messages at the end and always removes the first', () => {
    const s = store.getState();
    s.pushBannerMessage({ text: 'one' });
    s.pushBannerMessage({ text: 'two' });
    s.pushBannerMessage({ text: 'three' });
    s.removeBannerMessage();
    expect(store.getState().bannerMessages.map((m) => m.text)).toEqual(['two', 'three']);
    s.removeBannerMessage();
    s.removeBannerMessage();
    s.removeBannerMessage();
    expect(store.getState().bannerMessages).toEqual([]);
  });

  it('appends tasks and puts programs first', () => {
    const s = store.getState();
    s.setTasks([{ id: 1 }]);
    s.addTask({ id: 2 });
    expect(store.getState().tasks.map((t) => t.id)).toEqual([1, 2]);
    s.setPrograms([{ id: 1 }]);
    s.addProgram({ id: 2 });
    expect(store.getState().programs.map((p) => p.id)).toEqual([2, 1]);
  });

  it('appends org users and empties them when the org is cleared', () => {
    const s = store.getState();
    s.setOrg({ id: 1, name: 'Demo' } as never);
    s.addOrgUsers([user(1)]);
    s.addOrgUsers([user(2), user(3)]);
    expect(store.getState().org.users.map((u) => u.id)).toEqual([1, 2, 3]);
    s.clearOrg();
    expect(store.getState().org).toEqual({ org: null, users: [], orgSettings: null });
  });

  it('appends streamed messages and deletes them by id', () => {
    const s = store.getState();
    s.addStreamedMessage({ id: 'a' });
    s.addStreamedMessage({ id: 'b' });
    s.addStreamedMessage({ id: 'c' });
    s.deleteStreamedMessage('b');
    expect(store.getState().streamedMessages.map((m) => m.id)).toEqual(['a', 'c']);
  });

  it('replaces events as a list, edits and deletes them by id', () => {
    const s = store.getState();
    s.setEvents([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    s.setEvents([
      { id: 3, name: 'c' },
      { id: 4, name: 'd' },
    ]);
    s.editEvent({ id: 4, name: 'D' });
    s.deleteEvent(3);
    expect(store.getState().events).toEqual([{ id: 4, name: 'D' }]);
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

  it('marks the cart initialized when set', () => {
    store.getState().setCart([{ product_id: 1 }]);
    expect(store.getState().cart).toEqual({ items: [{ product_id: 1 }], initialized: true });
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
    s.addTask({ id: 1 });
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
    expect(state.tasks).toEqual([]);
    expect(state.languages).toEqual(['en']);
  });
});

describe('profile photo cache', () => {
  it('holds url, timestamp, loading and error per user, valid for 30 min', () => {
    const s = store.getState();
    s.startProfilePhotoLoad(7, 1000);
    expect(store.getState().profilePhotos['7']).toEqual({
      url: null,
      timestamp: 1000,
      loading: true,
      error: false,
    });
    expect(s.freshProfilePhoto(7, 1000)).toBeNull();
    s.setProfilePhoto(7, 'blob:photo', 2000);
    expect(s.freshProfilePhoto(7, 2000 + PROFILE_PHOTO_TTL_MS - 1)?.url).toBe('blob:photo');
    expect(s.freshProfilePhoto(7, 2000 + PROFILE_PHOTO_TTL_MS)).toBeNull();
    s.setProfilePhotoError(8, 3000);
    expect(store.getState().profilePhotos['8']).toMatchObject({ error: true, loading: false });
    expect(s.freshProfilePhoto(8, 3000)).toBeNull();
    expect(PROFILE_PHOTO_TTL_MS).toBe(30 * 60 * 1000);
  });
});
