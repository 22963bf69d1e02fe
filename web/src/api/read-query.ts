// Query options of a read: the key and a call that gets the query's abort signal. The query layer
// owns the retries, so the client's own retry is off (see retry.ts).
import { queryOptions, type QueryKey } from '@tanstack/react-query';

import type { RequestOptions } from './client';

export function readQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  read: (options: RequestOptions) => Promise<T>,
) {
  return queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => read({ signal, retry: false }),
  });
}
