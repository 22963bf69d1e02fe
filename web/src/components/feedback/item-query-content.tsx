import type { ReactNode } from 'react';

import { toApiError } from '@/api/errors';

import { LoadError } from './load-error';

/** The parts of a TanStack query result one item's page needs. */
export type ItemQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

export type ItemQueryContentProps<T> = {
  /** Whether the address names an item at all (an id that parses); when not, it is not found. */
  known: boolean;
  query: ItemQuery<T>;
  /** What shows while the item loads (a spinner or a skeleton of the page). */
  loading: ReactNode;
  /** What shows for an unknown item: the server's 404 (or 400 for an id it refuses). */
  notFound: ReactNode;
  /** What shows when the module is switched off for the organisation (absent: the load error). */
  moduleOff?: ReactNode;
  children: (data: T) => ReactNode;
};

/** One item's page in its states: not found (a bad address or the server's 404), loading, the
 *  module switched off, any other failure with a retry, and the item itself. */
export function ItemQueryContent<T>({
  known,
  query,
  loading,
  notFound,
  moduleOff,
  children,
}: ItemQueryContentProps<T>) {
  if (!known) return <>{notFound}</>;
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    const failure = toApiError(query.error);
    if (failure.status === 404 || failure.status === 400) return <>{notFound}</>;
    if (moduleOff && failure.code === 'module_disabled') return <>{moduleOff}</>;
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <>{loading}</>;
  return <>{children(query.data)}</>;
}
