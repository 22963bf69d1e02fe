// Calls about the signed-in user.
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { toApiError } from './errors';
import { queryKeys } from './query-keys';
import type { AccountUpdate, Envelope, NotificationCount, ProfileLanguage, User } from './types';

/** GET /user; throws an ApiError on failure. */
export async function fetchCurrentUser(options: RequestOptions = {}): Promise<User> {
  return unwrap(await apiClient.get<Envelope<User>>('/user', options));
}

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

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => fetchCurrentUser({ signal, retry: false }),
  });

/** GET /user/notification_count; throws on failure (the start-up falls back to zeros). */
export async function fetchNotificationCount(
  options: RequestOptions = {},
): Promise<NotificationCount> {
  return unwrap(
    await apiClient.get<Envelope<NotificationCount>>('/user/notification_count', options),
  );
}

/** PATCH /user/account/update with the profile language (write: throws). */
export async function updateAccountLanguage(language: ProfileLanguage): Promise<User> {
  const body: AccountUpdate = { language };
  return unwrap(await apiClient.patch<Envelope<User>>('/user/account/update', body));
}
