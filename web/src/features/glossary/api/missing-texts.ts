// The keys the web app reported missing in one language (admins), newest first, with the text it
// showed instead. Translating one (set-glossary-text) takes it off this list.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { getPage, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { ResponseData } from '@/api/types';
import type { Language } from '@/i18n/languages';

import { glossaryKeys } from './glossary';

/** A missing key: `fallback` is what the app showed, `created_at` when it was first reported
 *  (epoch milliseconds). */
export type MissingText = ResponseData<'listMissingTexts'>[number];

/** GET /org/glossary/missing: one page of a language's missing keys. */
export const fetchMissingTexts = (
  lng: Language,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) => getPage<MissingText>('/org/glossary/missing', { ...options, params: { lng, page, perPage } });

export const missingTextsQueryOptions = (lng: Language, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(glossaryKeys.missing(lng, page, perPage), (options) =>
      fetchMissingTexts(lng, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });
