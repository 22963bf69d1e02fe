// Moods (api/modules/moods.yaml): today's check-in (one per organisation day, editable that day),
// the person's own history by start_date/end_date, sharing with the leader, the people who share
// with a leader, the team and organisation insights (every figure decided by the privacy engine
// on the server) and the console's settings. Every write reloads the person's reads.
import { mutationOptions, queryOptions, keepPreviousData } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type MoodEntry = Schemas['MoodEntry'];
export type MoodToday = Schemas['MoodToday'];
export type MoodHistory = Schemas['MoodHistory'];
export type MoodTag = Schemas['MoodTag'];
export type MoodCare = Schemas['MoodCare'];
export type MoodCareResource = Schemas['MoodCareResource'];
export type MoodInsights = Schemas['MoodInsights'];
export type MoodDay = Schemas['MoodDay'];
export type MoodFigures = Schemas['MoodFigures'];
export type MoodSettings = Schemas['MoodSettings'];
export type MoodCheckIn = Schemas['MoodCheckIn'];
export type PersonRef = Schemas['PersonRef'];

/** The five levels, worst first. */
export const MOOD_LEVELS = [1, 2, 3, 4, 5] as const;
export type MoodLevel = (typeof MOOD_LEVELS)[number];
export const NOTE_MAX = 500;
export const OWN_TAGS_MAX = 10;
export const CARE_MAX = 10;

const ROOT = keyRoots.moods;

export const moodKeys = {
  all: () => ROOT,
  today: () => [...ROOT, 'today'] as const,
  history: (start: string, end: string) => [...ROOT, 'history', start, end] as const,
  sharers: () => [...ROOT, 'sharers'] as const,
  person: (id: number, start: string, end: string) => [...ROOT, 'person', id, start, end] as const,
  insights: (scope: string, period: number) => [...ROOT, 'insights', scope, period] as const,
};

/** GET /moods/today. */
export const moodTodayQueryOptions = () =>
  readQueryOptions(moodKeys.today(), (options) => getData<MoodToday>('/moods/today', options));

/** GET /moods?start_date&end_date: my own history. */
export const moodHistoryQueryOptions = (start: string, end: string) =>
  queryOptions({
    ...readQueryOptions(moodKeys.history(start, end), (options) =>
      getData<MoodHistory>('/moods', {
        ...options,
        params: { start_date: start, end_date: end },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /moods/people: who shares their history with me. */
export const moodSharersQueryOptions = () =>
  readQueryOptions(moodKeys.sharers(), (options) => getData<PersonRef[]>('/moods/people', options));

/** GET /moods/people/{id}: a shared history (levels and dates only). */
export const sharedMoodsQueryOptions = (id: number, start: string, end: string) =>
  readQueryOptions(moodKeys.person(id, start, end), (options) =>
    getData<MoodHistory>(`/moods/people/${id}`, {
      ...options,
      params: { start_date: start, end_date: end },
    }),
  );

/** GET /moods/insights?scope&period. */
export const moodInsightsQueryOptions = (scope: string, period: 7 | 30) =>
  queryOptions({
    ...readQueryOptions(moodKeys.insights(scope, period), (options) =>
      getData<MoodInsights>('/moods/insights', { ...options, params: { scope, period } }),
    ),
    placeholderData: keepPreviousData,
  });

/** PUT /moods/today (with the day the screen shows: 409 day_closed after midnight). */
export const saveMoodMutation = () =>
  mutationOptions({
    mutationFn: (input: MoodCheckIn) => sendData<MoodEntry>('PUT', '/moods/today', input),
    onSuccess: async (_saved, _input, _context, { client }) => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });

/** DELETE /moods/today?day=. */
export const deleteMoodMutation = () =>
  mutationOptions({
    mutationFn: (day: string) =>
      sendData<{ deleted: boolean }>('DELETE', '/moods/today', undefined, { params: { day } }),
    onSuccess: async (_result, _day, _context, { client }) => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });

/** PUT /moods/sharing. */
export const shareMoodsMutation = () =>
  mutationOptions({
    mutationFn: (withLeader: boolean) =>
      sendData<{ with_leader: boolean }>('PUT', '/moods/sharing', { with_leader: withLeader }),
    onSuccess: async (_result, _input, _context, { client }) => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });

/** GET /org/settings/moods (admins). */
export const moodSettingsQueryOptions = () =>
  readQueryOptions(keyRoots.moodSettings, (options) =>
    getData<MoodSettings>('/org/settings/moods', options),
  );

/** PUT /org/settings/moods: the answer becomes the cached settings; the check-in's tags reload. */
export const saveMoodSettingsMutation = () =>
  mutationOptions({
    mutationFn: (settings: MoodSettings) =>
      sendData<MoodSettings>('PUT', '/org/settings/moods', settings),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(keyRoots.moodSettings, saved);
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });
