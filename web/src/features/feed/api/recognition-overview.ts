// The console's overview of recognition this month (admins): how many took part, the
// recognitions and their points against last month's, and the departments that received most.
import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

export type RecognitionOverview = components['schemas']['RecognitionOverview'];
export type DepartmentRecognitions = RecognitionOverview['departments'][number];

/** Under the posts' key: a recognition sent or filed reloads it. */
export const recognitionOverviewKey = () => [...queryKeys.posts, 'overview', 'month'] as const;

/** GET /org/overview/recognition?period=month. */
export const fetchRecognitionOverview = (options: RequestOptions = {}) =>
  getData<RecognitionOverview>('/org/overview/recognition', {
    ...options,
    params: { period: 'month' },
  });

export const recognitionOverviewQueryOptions = () =>
  readQueryOptions(recognitionOverviewKey(), fetchRecognitionOverview);
