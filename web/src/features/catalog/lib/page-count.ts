// How many pages a paged list has.
import { hasMorePages, type PageMeta } from '@/api/page';

/** From the total, or one more than the page shown while the server says more follow. */
export function pageCount(meta: PageMeta): number {
  if (meta.total != null) return Math.max(1, Math.ceil(meta.total / meta.perPage));
  return meta.page + (hasMorePages(meta) ? 1 : 0);
}
