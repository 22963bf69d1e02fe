// The profile photo cache (spec §3: per user id a url, timestamp, loading flag and error flag;
// spec §9: valid for 30 minutes). Emptied when the session ends.
import { createSessionStore } from '@/stores/session-stores';

/** Spec §9: a cached profile photo is valid for 30 minutes. */
export const PROFILE_PHOTO_TTL_MS = 30 * 60 * 1000;

type Id = number | string;

export type ProfilePhotoEntry = {
  url: string | null;
  timestamp: number;
  loading: boolean;
  error: boolean;
};

export type ProfilePhotosState = {
  profilePhotos: Record<string, ProfilePhotoEntry>;
  startProfilePhotoLoad: (userId: Id, now?: number) => void;
  setProfilePhoto: (userId: Id, url: string | null, now?: number) => void;
  setProfilePhotoError: (userId: Id, now?: number) => void;
  /** The cached entry when it holds a url fetched less than 30 min ago, else null. */
  freshProfilePhoto: (userId: Id, now?: number) => ProfilePhotoEntry | null;
};

export function createProfilePhotosStore() {
  return createSessionStore<ProfilePhotosState>(
    (set, get) => {
      const put = (userId: Id, entry: ProfilePhotoEntry) =>
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
    },
    () => ({ profilePhotos: {} }),
  );
}

export const useProfilePhotos = createProfilePhotosStore();
