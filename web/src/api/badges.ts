// Badges (admins): every badge, creation from an uploaded image, edits, and giving a badge to
// people. The give call is also a public API call (`x-public-api`).
import { queryOptions } from '@tanstack/react-query';

import type { JsonBody, ResponseData } from './admin-contract';
import { apiClient, unwrap, type RequestOptions } from './client';
import { idempotencyHeaders } from './idempotency';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { BadgeSendRequest, Envelope } from './types';

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

export type NewBadge = { image: Blob; name: string; description?: string };

/** GET /org/badges: every badge, inactive ones included; `image_url` is signed for an hour. */
export async function fetchAdminBadges(options: RequestOptions = {}): Promise<Badge[]> {
  return unwrap(await apiClient.get<Envelope<Badge[]>>('/org/badges', options));
}

export const adminBadgesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.badges,
    queryFn: ({ signal }) => fetchAdminBadges({ signal, retry: false }),
  });

/** POST /org/badges as multipart/form-data (201). */
export async function createBadge({ image, name, description }: NewBadge): Promise<Badge> {
  const form = new FormData();
  form.append('image', image);
  form.append('name', name);
  if (description) form.append('description', description);
  // The browser sets the multipart boundary; the JSON default must not turn the form into JSON.
  return unwrap(
    await apiClient.post<Envelope<Badge>>('/org/badges', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
    }),
  );
}

/** PATCH /org/badges/{id}: rename, describe or (de)activate. */
export async function updateBadge(id: number, changes: BadgeChanges): Promise<Badge> {
  return unwrap(await apiClient.patch<Envelope<Badge>>(`/org/badges/${id}`, changes));
}

/** POST /org/badges/send with the submission's Idempotency-Key (201, never retried). */
export async function sendBadge(
  body: BadgeSendRequest,
  idempotencyKey: string,
): Promise<BadgeSendResult> {
  return unwrap(
    await apiClient.post<Envelope<BadgeSendResult>>('/org/badges/send', body, {
      headers: idempotencyHeaders(idempotencyKey),
    }),
  );
}
