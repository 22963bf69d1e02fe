// Paged lists: the success envelope's `data` with its `meta` (page, perPage, total, hasMore).
import type { components } from './schema';

export type PageMeta = components['schemas']['PageMeta'];

/** One page of a list call. */
export type Page<T> = { items: T[]; meta: PageMeta };

/** Whether another page follows (hasMore, else page × perPage < total). */
export function hasMorePages(meta: PageMeta): boolean {
  if (typeof meta.hasMore === 'boolean') return meta.hasMore;
  return meta.total != null && meta.page * meta.perPage < meta.total;
}
