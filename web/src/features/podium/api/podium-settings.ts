// Admin calls of the podium settings (period, places, boards) and of the level list, with the
// mutations the console runs.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type PodiumSettings = Schemas['PodiumSettings'];
export type PodiumMetricName = PodiumSettings['metrics'][number];
export type LevelInput = JsonBody<'replaceLevels'>['levels'][number];
export type AdminLevel = Schemas['Level'];
export type LevelSettings = Schemas['LevelSettings'];
export type LevelPreviewRow = { min_points: number; people: number };
export type LevelBadge = Schemas['Badge'];

export const PODIUM_SIZE = { min: 3, max: 20 } as const;
export const PODIUM_METRIC_NAMES: readonly PodiumMetricName[] = ['received', 'sent', 'points'];
export const LEVELS_MAX = 20;
export const LEVEL_NAME_MAX_LENGTH = 40;

/** GET /org/settings/podium. */
export const fetchPodiumSettings = (options: RequestOptions = {}) =>
  getData<PodiumSettings>('/org/settings/podium', options);

export const podiumSettingsQueryOptions = () =>
  readQueryOptions(keyRoots.podiumSettings, fetchPodiumSettings);

/** POST /org/settings/podium: the answer becomes the cached settings; the boards reload. */
export const savePodiumSettingsMutation = () =>
  mutationOptions({
    mutationFn: (settings: PodiumSettings) =>
      sendData<PodiumSettings>('POST', '/org/settings/podium', settings),
    onSuccess: async (saved, _settings, _context, { client }) => {
      client.setQueryData(keyRoots.podiumSettings, saved);
      await client.invalidateQueries({ queryKey: queryKeys.podium });
    },
  });

/** GET /badges: the organisation's active badges, which a level may give (LVL-2). */
export const levelBadgesQueryOptions = () =>
  readQueryOptions(keyRoots.levelBadges, (options) => getData<LevelBadge[]>('/badges', options));

/** PUT /org/levels: replaces the whole list (distinct min_points, each ≥ 0); the answer becomes
 *  the cached list and everyone's level reloads. */
export const replaceLevelsMutation = () =>
  mutationOptions({
    mutationFn: (levels: LevelInput[]) => sendData<AdminLevel[]>('PUT', '/org/levels', { levels }),
    onSuccess: async (saved, _levels, _context, { client }) => {
      client.setQueryData(queryKeys.levels, saved);
      await client.invalidateQueries({ queryKey: queryKeys.points });
    },
  });

/** POST /org/levels/preview: how many active people each level of a draft holds (LVL-4). */
export const previewLevelsMutation = () =>
  mutationOptions({
    mutationFn: (levels: LevelInput[]) =>
      sendData<LevelPreviewRow[]>('POST', '/org/levels/preview', { levels }),
  });

/** GET /org/levels/settings: the ledger sources counted toward levels (LVL-1). */
export const fetchLevelSettings = (options: RequestOptions = {}) =>
  getData<LevelSettings>('/org/levels/settings', options);

export const levelSettingsQueryOptions = () =>
  readQueryOptions(keyRoots.levelSettings, fetchLevelSettings);

/** PUT /org/levels/settings: the answer becomes the cached settings; everyone's level reloads. */
export const saveLevelSettingsMutation = () =>
  mutationOptions({
    mutationFn: (sources: string[]) =>
      sendData<LevelSettings>('PUT', '/org/levels/settings', { sources }),
    onSuccess: async (saved, _sources, _context, { client }) => {
      client.setQueryData(keyRoots.levelSettings, saved);
      await client.invalidateQueries({ queryKey: queryKeys.points });
    },
  });
