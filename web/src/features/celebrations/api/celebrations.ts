// Today's and this month's birthdays (GET /users/birth, module birthdays) and work anniversaries
// (GET /users/admission, module anniversaries), in the organisation's time zone.
import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type Celebrant = Schemas['Celebrant'];
export type Celebrations = Schemas['Celebrations'];
/** Which celebrations a list shows. */
export type CelebrationKind = 'birthdays' | 'anniversaries';

const PATHS: Record<CelebrationKind, string> = {
  birthdays: '/users/birth',
  anniversaries: '/users/admission',
};

// Under the profiles' key: a change to someone's photo or birthday image (which reloads the
// cached people) reloads these lists too.
export const celebrationKeys = {
  list: (kind: CelebrationKind) => [...queryKeys.userProfile, 'celebrations', kind] as const,
};

/** GET /users/birth or /users/admission: 403 `module_disabled` while the module is off. */
export const fetchCelebrations = (kind: CelebrationKind, options: RequestOptions = {}) =>
  getData<Celebrations>(PATHS[kind], options);

export const celebrationsQueryOptions = (kind: CelebrationKind) =>
  readQueryOptions(celebrationKeys.list(kind), (options) => fetchCelebrations(kind, options));
