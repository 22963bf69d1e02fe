// Loads members' small photos (GET /user/profile-photo/downgrade/{id}) into the photo cache
// (spec §3/§9) as object URLs: one per member, the previous one revoked when something
// replaces it. A member without a photo (404) is remembered as such for the cache's 30 minutes, a
// failed load for a minute, so neither is asked for again on every render.
import { statusOf } from '@/api/errors';

import { fetchSmallProfilePhoto } from '../api/photos';
import {
  PROFILE_PHOTO_TTL_MS,
  useProfilePhotos,
  type ProfilePhotoEntry,
} from '../stores/profile-photos';

/** How long a failed load is kept before the photo is asked for again. */
export const PROFILE_PHOTO_RETRY_MS = 60_000;

/** Bumped when a member's photo changes here: loads started before then are dropped. */
const generations = new Map<string, number>();

const generationOf = (userId: number) => generations.get(String(userId)) ?? 0;

function bumpGeneration(userId: number): void {
  generations.set(String(userId), generationOf(userId) + 1);
}

/** Revokes the member's cached object URL when `next` replaces it. */
function releasePrevious(userId: number, next: string | null): void {
  const previous = useProfilePhotos.getState().profilePhotos[String(userId)]?.url;
  if (previous && previous !== next && previous.startsWith('blob:')) {
    URL.revokeObjectURL(previous);
  }
}

/** Milliseconds until an entry should be loaded again: 0 when it should be now (none yet, or
 *  expired), null while it is loading. */
export function msUntilStale(
  entry: ProfilePhotoEntry | undefined,
  now = Date.now(),
): number | null {
  if (!entry) return 0;
  if (entry.loading) return null;
  const life = entry.error ? PROFILE_PHOTO_RETRY_MS : PROFILE_PHOTO_TTL_MS;
  return Math.max(0, entry.timestamp + life - now);
}

async function load(userId: number): Promise<void> {
  const generation = generationOf(userId);
  useProfilePhotos.getState().startProfilePhotoLoad(userId);
  let url: string | null = null;
  let failed = false;
  try {
    url = URL.createObjectURL(await fetchSmallProfilePhoto(userId));
  } catch (error) {
    failed = statusOf(error) !== 404;
  }
  if (generationOf(userId) !== generation) {
    // The photo changed while this load ran: its answer is stale.
    if (url) URL.revokeObjectURL(url);
    return;
  }
  releasePrevious(userId, url);
  const store = useProfilePhotos.getState();
  if (failed) store.setProfilePhotoError(userId);
  else store.setProfilePhoto(userId, url);
}

/** Loads the member's small photo unless the cache holds a fresh answer or a load is running. */
export function ensureProfilePhoto(userId: number): Promise<void> {
  const entry = useProfilePhotos.getState().profilePhotos[String(userId)];
  return msUntilStale(entry) === 0 ? load(userId) : Promise.resolve();
}

/** Loads the member's small photo again now (their photo just changed). */
export function reloadProfilePhoto(userId: number): Promise<void> {
  bumpGeneration(userId);
  return load(userId);
}

/** Records that the member has no photo now (they just removed it). */
export function forgetProfilePhoto(userId: number): void {
  bumpGeneration(userId);
  releasePrevious(userId, null);
  useProfilePhotos.getState().setProfilePhoto(userId, null);
}
