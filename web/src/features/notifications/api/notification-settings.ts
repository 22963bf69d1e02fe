// How the member hears of each kind of notification, in the app and by mail (every kind, in the
// server's order), and saving one choice at a time.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import { notificationKeys } from './notifications';

export type NotificationSetting = components['schemas']['NotificationSetting'];
export type NotificationSettingChange = components['schemas']['NotificationSettingChange'];
type SettingsBody = JsonBody<'saveNotificationSettings'>;

/** GET /user/notification_settings. */
export const fetchNotificationSettings = (options: RequestOptions = {}) =>
  getData<NotificationSetting[]>('/user/notification_settings', options);

export const notificationSettingsQueryOptions = () =>
  readQueryOptions(notificationKeys.settings(), fetchNotificationSettings);

/** POST /user/notification_settings with one kind and the channels that change (the rest keep
 *  theirs): the answer, every
 *  kind, becomes the cached list. 400 for a kind the server does not know, nothing saved. */
export const saveNotificationSettingMutation = () =>
  mutationOptions({
    mutationFn: (setting: NotificationSettingChange) => {
      const body: SettingsBody = { settings: [setting] };
      return sendData<NotificationSetting[]>('POST', '/user/notification_settings', body);
    },
    onSuccess: (saved, _setting, _context, { client }) => {
      client.setQueryData(notificationKeys.settings(), saved);
    },
  });
