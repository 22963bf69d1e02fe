// Workplace (api/modules/workplace.yaml), what profiles show: the active site where a person
// works. The person themselves (and admins) get every detail; colleagues its name, city, country
// and time zone.
import { getData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

export type WorkplaceSite = components['schemas']['WorkplaceSite'];

export const workplaceKeys = {
  person: (userId: number) => [...keyRoots.workplace, 'person', userId] as const,
};

/** GET /workplace/people/{id}: the person's site, or null (none, or archived). */
export const personSiteQueryOptions = (userId: number) =>
  readQueryOptions(workplaceKeys.person(userId), (options) =>
    getData<{ site: WorkplaceSite | null }>(`/workplace/people/${userId}`, options),
  );
