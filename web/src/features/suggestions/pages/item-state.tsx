import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { NotFound } from '@/components/not-found';

type ItemQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

/** A campaign's or an idea's page in its states: a bad address, loading, not found (or not
 *  visible to the person: the server's 404), any other failure with a retry, and the item. */
export function ItemState<T>({
  id,
  query,
  loadingLabel,
  children,
}: {
  id: number | null;
  query: ItemQuery<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (id === null) return <NotFound />;
  if (query.isPending) return <LoadingBlock label={loadingLabel} />;
  if (query.isError) {
    const failure = toApiError(query.error);
    if (failure.status === 404 || failure.status === 400)
      return (
        <EmptyState
          icon="🔍"
          title={t('suggestions.notFound.title')}
          body={t('suggestions.notFound.body')}
        />
      );
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <LoadingBlock label={loadingLabel} />;
  return <>{children(query.data)}</>;
}
