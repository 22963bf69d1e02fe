// The library's forms: the upload (a PNG, JPEG, GIF or WebP of at most 5 MB, checked by its first
// bytes as the server checks it, a title of at most 80 characters and an optional English one)
// and the edit of an item's titles, with the requests they become.
import { checkImageFile } from '@/lib/uploads/image-file';

import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_IMAGE_TYPES,
  MEDIA_TITLE_MAX_LENGTH,
  type MediaChanges,
  type MediaItem,
  type NewMedia,
} from '../api/media';

export type MediaImageError = 'admin.media.errors.imageType' | 'admin.media.errors.imageSize';

export type MediaFieldError =
  | MediaImageError
  | 'admin.media.errors.imageRequired'
  | 'admin.media.errors.titleRequired'
  | 'admin.media.errors.titleTooLong'
  | 'admin.media.errors.titleEnTooLong';

/** An item's titles: what the edit form changes. */
export type MediaTitleValues = { title: string; title_en: string };

/** The upload form: the picture and its titles. */
export type MediaUploadValues = MediaTitleValues & { image: File | null };

export const EMPTY_UPLOAD: MediaUploadValues = { image: null, title: '', title_en: '' };

export function mediaTitlesFrom(item: MediaItem): MediaTitleValues {
  return { title: item.title, title_en: item.title_en ?? '' };
}

/** Checks a chosen picture: PNG, JPEG, GIF or WebP by content, at most 5 MB. */
export async function checkMediaImage(file: File): Promise<MediaImageError | null> {
  const problem = await checkImageFile(file, {
    types: MEDIA_IMAGE_TYPES,
    maxBytes: MEDIA_IMAGE_MAX_BYTES,
  });
  if (problem === 'type') return 'admin.media.errors.imageType';
  if (problem === 'size') return 'admin.media.errors.imageSize';
  return null;
}

/** The checks of an item's titles. */
export function validateMediaTitles(
  values: MediaTitleValues,
): Partial<Record<keyof MediaTitleValues, MediaFieldError>> {
  const errors: Partial<Record<keyof MediaTitleValues, MediaFieldError>> = {};
  const title = values.title.trim();
  if (!title) errors.title = 'admin.media.errors.titleRequired';
  else if ([...title].length > MEDIA_TITLE_MAX_LENGTH)
    errors.title = 'admin.media.errors.titleTooLong';
  if ([...values.title_en.trim()].length > MEDIA_TITLE_MAX_LENGTH)
    errors.title_en = 'admin.media.errors.titleEnTooLong';
  return errors;
}

/** The checks of the upload form: a picture, and its titles. */
export function validateMediaUpload(
  values: MediaUploadValues,
): Partial<Record<keyof MediaUploadValues, MediaFieldError>> {
  return {
    ...(values.image ? {} : { image: 'admin.media.errors.imageRequired' as const }),
    ...validateMediaTitles(values),
  };
}

/** The upload request of a valid form: a blank English title is left out. */
export function toNewMedia(values: MediaUploadValues): NewMedia {
  const english = values.title_en.trim();
  return {
    image: values.image as File,
    title: values.title.trim(),
    ...(english ? { title_en: english } : {}),
  };
}

/** The edit request of a valid form: a blank English title is sent as null (cleared). */
export function toMediaChanges(values: MediaTitleValues): MediaChanges {
  return { title: values.title.trim(), title_en: values.title_en.trim() || null };
}
