import type { StateCreator } from 'zustand';

import type { AppState, ProfilePhotoEntry, ProfilePhotoSlice } from '../types';

/** Spec §9: a cached profile photo is valid for 30 minutes. */
export const PROFILE_PHOTO_TTL_MS = 30 * 60 * 1000;

export const createProfilePhotoSlice: StateCreator<AppState, [], [], ProfilePhotoSlice> = (
  set,
  get,
) => {
  const put = (userId: string | number, entry: ProfilePhotoEntry) =>
    set((s) => ({ profilePhotos: { ...s.profilePhotos, [String(userId)]: entry } }));
  return {
    profilePhotos: {},
    startProfilePhotoLoad: (userId, now = Date.now()) => {
      const previous = get().profilePhotos[String(userId)];
      put(userId, { url: previous?.url ?? null, timestamp: now, loading: true, error: false });
    },
    setProfilePhoto: (userId, url, now = Date.now()) =>
      put(userId, { url, timestamp: now, loading: false, error: false }),
    setProfilePhotoError: (userId, now = Date.now()) =>
      put(userId, { url: null, timestamp: now, loading: false, error: true }),
    freshProfilePhoto: (userId, now = Date.now()) => {
      const entry = get().profilePhotos[String(userId)];
      if (!entry || entry.loading || entry.error || !entry.url) return null;
      return now - entry.timestamp < PROFILE_PHOTO_TTL_MS ? entry : null;
    },
  };
};
