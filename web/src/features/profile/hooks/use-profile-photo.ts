import { useEffect } from 'react';

import { ensureProfilePhoto, msUntilStale } from '../lib/profile-photo-cache';
import { useProfilePhotos } from '../stores/profile-photos';

/**
 * A member's small photo (96 px) as an object URL from the client's photo cache, or null while
 * it loads, when they have none or when it could not be loaded. A fresh cached answer is used as
 * it is; otherwise it is fetched, and fetched again when it expires while still shown.
 * `userId` null: no member (nothing is fetched).
 */
export function useProfilePhoto(userId: number | null | undefined): string | null {
  const entry = useProfilePhotos((state) =>
    userId == null ? undefined : state.profilePhotos[String(userId)],
  );

  useEffect(() => {
    if (userId == null) return;
    const wait = msUntilStale(entry);
    if (wait === null) return;
    if (wait === 0) {
      void ensureProfilePhoto(userId);
      return;
    }
    const timer = setTimeout(() => void ensureProfilePhoto(userId), wait);
    return () => clearTimeout(timer);
  }, [userId, entry]);

  return entry?.url ?? null;
}
