import type { ReactNode } from 'react';

import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';

/** The parts of a TanStack query result a list needs. */
export type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

export type QueryContentProps<T> = {
  query: ListQuery<T>;
  /** Names the spinner for screen readers. */
  loadingLabel: string;
  /** Whether the data is an empty list (absent: never). */
  isEmpty?: (data: T) => boolean;
  /** The empty state (usually an EmptyState with the action that fills the list). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A query's states in one place: loading, error with retry, empty (for lists), and its content. */
export function QueryContent<T>({
  query,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) return <LoadingBlock label={loadingLabel} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <LoadingBlock label={loadingLabel} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
