// The admins' celebration settings (GET/POST /org/settings/celebrations): the points each work
// anniversary awards from the treasury (0: none).
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { JsonBody, ResponseData } from '@/api/types';

export type CelebrationSettings = ResponseData<'getCelebrationSettings'>;
export type CelebrationSettingsChange = JsonBody<'setCelebrationSettings'>;

/** The contract's range of anniversary points. */
export const ANNIVERSARY_POINTS = { min: 0, max: 1_000_000 } as const;

const settingsKey = [...queryKeys.orgSettings, 'celebrations'] as const;

/** GET /org/settings/celebrations (admins). */
export const fetchCelebrationSettings = (options: RequestOptions = {}) =>
  getData<CelebrationSettings>('/org/settings/celebrations', options);

export const celebrationSettingsQueryOptions = () =>
  readQueryOptions(settingsKey, fetchCelebrationSettings);

/** POST /org/settings/celebrations: 400 names `anniversary_points` when it is out of range; the
 *  answer becomes the cached settings. */
export const saveCelebrationSettingsMutation = () =>
  mutationOptions({
    mutationFn: (change: CelebrationSettingsChange) =>
      sendData<CelebrationSettings>('POST', '/org/settings/celebrations', change),
    onSuccess: (saved, _change, _context, { client }) => {
      client.setQueryData(settingsKey, saved);
    },
  });
