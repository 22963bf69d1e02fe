// Every recognition type, inactive ones included (admins): the types section lists them and the
// console's recognition list filters by them.
import { getData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

export type AdminRecognitionType = components['schemas']['RecognitionType'];

/** GET /recognition_type/all. */
export const fetchAllRecognitionTypes = (options: RequestOptions = {}) =>
  getData<AdminRecognitionType[]>('/recognition_type/all', options);

export const allRecognitionTypesQueryOptions = () =>
  readQueryOptions([...queryKeys.recognitionTypes, 'all'] as const, fetchAllRecognitionTypes);
