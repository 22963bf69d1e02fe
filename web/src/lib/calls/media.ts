// The organisation's media library (pictures and animated GIFs its admins keep): what people may
// add to a recognition (GET /media, the send form's picker) and the cache key the console's
// section refreshes after each change, so the picker never offers a hidden or removed item.
import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import { orgName } from '@/lib/org-wording';

export type MediaItem = components['schemas']['MediaItem'];

export const mediaKeys = {
  /** Every read of the library: invalidate this after any change. */
  all: queryKeys.media,
  /** The active items people may choose (GET /media). */
  library: [...queryKeys.media, 'library'] as const,
  /** Every item, hidden ones too (GET /org/media, admins). */
  admin: [...queryKeys.media, 'admin'] as const,
};

/** GET /media: the active items, newest first; each `url` is signed for an hour. */
export const fetchMediaLibrary = (options: RequestOptions = {}) =>
  getData<MediaItem[]>('/media', options);

export const mediaLibraryQueryOptions = () =>
  readQueryOptions(mediaKeys.library, fetchMediaLibrary);

/** An item's title in the UI language: the English one in English when set, else its own. */
export function mediaTitle(
  item: Pick<MediaItem, 'title' | 'title_en'>,
  language: string | null | undefined,
): string {
  return orgName({ name: item.title, name_en: item.title_en }, language);
}
