// Badges (admins): every badge, creation from an uploaded image, edits of its texts,
// (de)activation, and giving a badge to people, with the mutations the console runs. The give
// call is also a public API call (`x-public-api`).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { BadgeSendRequest, JsonBody, ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

export type Badge = components['schemas']['Badge'];
export type BadgeChanges = JsonBody<'updateBadge'>;
export type BadgeSendResult = ResponseData<'sendBadge', 201>;
export type { BadgeSendRequest };

/** What the server accepts for a badge image (it checks the content, too). */
export const BADGE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const BADGE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BADGE_NAME_MAX_LENGTH = 80;
export const BADGE_DESCRIPTION_MAX_LENGTH = 500;
export const BADGE_MESSAGE_MAX_LENGTH = 2000;

export type NewBadge = {
  image: Blob;
  name: string;
  description?: string;
  /** The English name and description, sent only when set. */
  name_en?: string;
  description_en?: string;
};

const refreshBadges = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: keyRoots.badges });

/** GET /org/badges: every badge, inactive ones included; `image_url` is signed for an hour. */
export const fetchAdminBadges = (options: RequestOptions = {}) =>
  getData<Badge[]>('/org/badges', options);

export const adminBadgesQueryOptions = () => readQueryOptions(keyRoots.badges, fetchAdminBadges);

/** POST /org/badges as multipart/form-data (201). */
export const createBadgeMutation = () =>
  mutationOptions({
    mutationFn: ({ image, name, description, name_en, description_en }: NewBadge) => {
      const form = new FormData();
      form.append('image', image);
      form.append('name', name);
      if (description) form.append('description', description);
      if (name_en) form.append('name_en', name_en);
      if (description_en) form.append('description_en', description_en);
      return sendData<Badge>('POST', '/org/badges', form);
    },
    onSuccess: (_badge, _input, _result, { client }) => refreshBadges(client),
  });

/** PATCH /org/badges/{id} with its texts: name, description and their English versions (null
 *  clears an optional one). */
export const updateBadgeMutation = (id: number) =>
  mutationOptions({
    mutationFn: (changes: BadgeChanges) => sendData<Badge>('PATCH', `/org/badges/${id}`, changes),
    onSuccess: (_badge, _changes, _result, { client }) => refreshBadges(client),
  });

/** PATCH /org/badges/{id} with `active`. */
export const setBadgeActiveMutation = () =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      sendData<Badge>('PATCH', `/org/badges/${id}`, { active } satisfies BadgeChanges),
    onSuccess: (_badge, _changes, _result, { client }) => refreshBadges(client),
  });

/** POST /org/badges/send with the submission's Idempotency-Key (201, never retried); the
 *  badge appears in the feed. */
export const sendBadgeMutation = () =>
  mutationOptions({
    mutationFn: ({ body, idempotencyKey }: { body: BadgeSendRequest; idempotencyKey: string }) =>
      sendData<BadgeSendResult>('POST', '/org/badges/send', body, {
        headers: idempotencyHeaders(idempotencyKey),
      }),
    onSuccess: (_sent, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.posts }),
  });
