// Calls about the signed-in user: the user, the notification counts and changes to their own
// account (names, contact data, profile language); and a member's public profile (the profile
// pages, and the people a form's answer names).
import { getData, sendData, type RequestOptions } from '@/api/client';
import { toApiError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { AccountUpdate, NotificationCount, ResponseData, User } from '@/api/types';

export type PublicProfile = components['schemas']['PublicProfile'];

/** GET /user; throws an ApiError on failure. */
export const fetchCurrentUser = (options: RequestOptions = {}) => getData<User>('/user', options);

/** GET /user as a read (spec §8): null on 401, 403 and network failures; other failures throw. */
export async function getCurrentUser(options: RequestOptions = {}): Promise<User | null> {
  try {
    return await fetchCurrentUser(options);
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.kind === 'network' || apiError.status === 401 || apiError.status === 403) {
      return null;
    }
    throw apiError;
  }
}

export const currentUserQueryOptions = () => readQueryOptions(queryKeys.user, fetchCurrentUser);

/** GET /user/notification_count; throws on failure (the start-up falls back to zeros). */
export const fetchNotificationCount = (options: RequestOptions = {}) =>
  getData<NotificationCount>('/user/notification_count', options);

export type AnalyticsChoice = ResponseData<'getAnalyticsChoice'>;

/** GET /user/analytics: whether the signed-in person opted out of having their page views
 *  measured (kept on the account, so on every device). */
export const fetchAnalyticsChoice = (options: RequestOptions = {}) =>
  getData<AnalyticsChoice>('/user/analytics', options);

/** Read at start-up by the session loader (which seeds it) and by the profile's switch. */
export const analyticsChoiceQueryOptions = () =>
  readQueryOptions([...queryKeys.user, 'analytics'] as const, fetchAnalyticsChoice);

/** PATCH /user/account/update: the fields sent change (null or "" clears an optional one); the
 *  answer is the updated user. A write: throws, 400 `invalid_input` names each bad field. */
export const updateAccount = (changes: AccountUpdate) =>
  sendData<User>('PATCH', '/user/account/update', changes);

/** GET /user/{id}/public. */
export const fetchPublicProfile = (id: number, options: RequestOptions = {}) =>
  getData<PublicProfile>(`/user/${id}/public`, options);

export const publicProfileQueryOptions = (id: number) =>
  readQueryOptions([...queryKeys.userProfile, id], (options) => fetchPublicProfile(id, options));
