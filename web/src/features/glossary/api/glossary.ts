// The organisation's wording of the interface (admins): a page of every text of one language with
// its built-in default and the organisation's own, in key order, searched by key or text, or only
// the changed ones. Every query of this module sits under `glossaryKeys.all`.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { getPage, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { Language } from '@/i18n/languages';

export type GlossaryEntry = components['schemas']['GlossaryEntry'];

/** The contract's limit of a search. */
export const GLOSSARY_SEARCH_MAX_LENGTH = 200;

/** Filters of GET /org/glossary, as sent (absent: no filter). */
export type GlossaryFilters = { search?: string; overridden?: true };

/** The filters the list sends for what the admin typed and toggled. */
export function toGlossaryFilters(search: string, changedOnly: boolean): GlossaryFilters {
  const trimmed = search.trim();
  return {
    ...(trimmed ? { search: trimmed } : {}),
    ...(changedOnly ? { overridden: true as const } : {}),
  };
}

export const glossaryKeys = {
  all: [...queryKeys.orgSettings, 'glossary'] as const,
  list: (lng: Language, page: number, perPage: number, filters: GlossaryFilters) =>
    [...glossaryKeys.all, 'list', lng, page, perPage, filters] as const,
  missing: (lng: Language, page: number, perPage: number) =>
    [...glossaryKeys.all, 'missing', lng, page, perPage] as const,
};

/** GET /org/glossary: one page of a language's texts, in key order. */
export const fetchGlossary = (
  lng: Language,
  page: number,
  perPage: number,
  filters: GlossaryFilters,
  options: RequestOptions = {},
) =>
  getPage<GlossaryEntry>('/org/glossary', {
    ...options,
    params: { lng, page, perPage, ...filters },
  });

export const glossaryQueryOptions = (
  lng: Language,
  page: number,
  perPage: number,
  filters: GlossaryFilters,
) =>
  queryOptions({
    ...readQueryOptions(glossaryKeys.list(lng, page, perPage, filters), (options) =>
      fetchGlossary(lng, page, perPage, filters, options),
    ),
    placeholderData: keepPreviousData,
  });
