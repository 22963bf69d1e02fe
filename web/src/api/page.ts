// Paged lists: the success envelope's `data` with its `meta` (page, perPage, total, hasMore).
import type { AxiosResponse } from 'axios';

import { ApiError } from './errors';
import type { components } from './schema';
import type { Envelope } from './types';

export type PageMeta = components['schemas']['PageMeta'];

/** One page of a list call. */
export type Page<T> = { items: T[]; meta: PageMeta };

/** The items and meta of a paged success envelope; a failure body becomes an ApiError. */
export function unwrapPage<T>(response: AxiosResponse<Envelope<T[]>>): Page<T> {
  const body = response.data as Envelope<T[]> | { success: false; error?: string; code?: string };
  if (!body || body.success !== true) {
    const failure = (body ?? {}) as { error?: string; code?: string };
    throw new ApiError({
      kind: 'http',
      status: response.status,
      code: failure.code ?? null,
      serverMessage: failure.error ?? null,
    });
  }
  const meta = body.meta ?? { page: 1, perPage: body.data.length, total: body.data.length };
  return { items: body.data, meta };
}

/** Whether another page follows (hasMore, else page × perPage < total). */
export function hasMorePages(meta: PageMeta): boolean {
  if (typeof meta.hasMore === 'boolean') return meta.hasMore;
  return meta.total != null && meta.page * meta.perPage < meta.total;
}
