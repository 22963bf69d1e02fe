// The values page (module corporate_values): GET /corp_values, every active value with its
// recognitions per month over the last 12 months, its latest recognitions and its top people;
// for admins, the suggestions' acceptance rate and the departments' breakdown.
import { getData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

export type ValuesPage = components['schemas']['ValuesPage'];
export type ValueSection = ValuesPage['values'][number];
export type ValuesAdmin = NonNullable<ValuesPage['admin']>;

/** GET /corp_values. */
export const fetchValuesPage = (options: RequestOptions = {}) =>
  getData<ValuesPage>('/corp_values', options);

export const valuesPageQueryOptions = () => readQueryOptions(keyRoots.valuesPage, fetchValuesPage);
