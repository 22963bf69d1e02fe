import { describe, expect, it } from 'vitest';

import { createAppStore } from '@/stores/app-store';

import { createProfilePhotosStore, PROFILE_PHOTO_TTL_MS } from './profile-photos';

describe('profile photo cache', () => {
  it('holds url, timestamp, loading and error per user, valid for 30 min', () => {
    const store = createProfilePhotosStore();
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

  it('is emptied when the session ends', () => {
    const app = createAppStore();
    const store = createProfilePhotosStore();
    store.getState().setProfilePhoto(7, 'blob:photo', 2000);
    app.getState().logout();
    expect(store.getState().profilePhotos).toEqual({});
  });
});
