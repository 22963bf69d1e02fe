// The media library (admins): every item, hidden ones too, uploading a picture or an animated
// GIF with its titles, retitling, hiding or showing, and removing one. Each change refreshes
// every read of the library, the send form's picker included (lib/calls/media.ts).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { JsonBody } from '@/api/types';
import { mediaKeys, type MediaItem } from '@/lib/calls/media';
import type { ImageType } from '@/lib/uploads/image-file';

export type { MediaItem };
export type MediaChanges = JsonBody<'updateMedia'>;

/** What the server accepts (it checks the content, too), and the contract's limits. */
export const MEDIA_IMAGE_TYPES: readonly ImageType[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];
export const MEDIA_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_TITLE_MAX_LENGTH = 80;
export const MEDIA_LIBRARY_MAX_ITEMS = 200;

export type NewMedia = {
  image: Blob;
  title: string;
  /** Sent only when set. */
  title_en?: string;
};

const refreshLibrary = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: mediaKeys.all });

/** GET /org/media: every item, hidden ones included, newest first. */
export const fetchAdminMedia = (options: RequestOptions = {}) =>
  getData<MediaItem[]>('/org/media', options);

export const adminMediaQueryOptions = () => readQueryOptions(mediaKeys.admin, fetchAdminMedia);

/** POST /org/media as multipart/form-data (201); 400 with field errors, 413 past 5 MB, 422
 *  `library_full` past 200 items. */
export const createMediaMutation = () =>
  mutationOptions({
    mutationFn: ({ image, title, title_en }: NewMedia) => {
      const form = new FormData();
      form.append('image', image);
      form.append('title', title);
      if (title_en) form.append('title_en', title_en);
      return sendData<MediaItem>('POST', '/org/media', form);
    },
    onSuccess: (_item, _input, _result, { client }) => refreshLibrary(client),
  });

/** PATCH /org/media/{id} with its titles (a null English title clears it). */
export const updateMediaMutation = (id: number) =>
  mutationOptions({
    mutationFn: (changes: MediaChanges) =>
      sendData<MediaItem>('PATCH', `/org/media/${id}`, changes),
    onSuccess: (_item, _changes, _result, { client }) => refreshLibrary(client),
  });

/** PATCH /org/media/{id} with `active`: hidden items are not offered to people. */
export const setMediaActiveMutation = () =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      sendData<MediaItem>('PATCH', `/org/media/${id}`, { active } satisfies MediaChanges),
    onSuccess: (_item, _changes, _result, { client }) => refreshLibrary(client),
  });

/** DELETE /org/media/{id}: recognitions that carry the item keep it. */
export const deleteMediaMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ deleted: boolean }>('DELETE', `/org/media/${id}`),
    onSuccess: (_done, _id, _result, { client }) => refreshLibrary(client),
  });
