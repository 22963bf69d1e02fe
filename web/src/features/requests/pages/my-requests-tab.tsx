import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';

import { myRequestsQueryOptions } from '../api/requests';
import { RequestList } from '../components/request-list';

/** "Mis solicitudes": my requests, newest first, paged, each with its state, step, deadline. */
export function MyRequestsTab({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    ...myRequestsQueryOptions(),
    select: (data) => ({ items: data.pages.flatMap((page) => page.items) }),
  });
  return (
    <QueryContent
      query={query}
      loadingLabel={t('requests.mine.loading')}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon="📨"
          title={t('requests.mine.empty')}
          body={t('requests.mine.emptyBody')}
          action={
            <Button variant="contained" onClick={onNew}>
              {t('requests.mine.new')}
            </Button>
          }
        />
      }
    >
      {(data) => (
        <Stack spacing={1.5}>
          <RequestList requests={data.items} label={t('requests.page.tabs.mine')} />
          <LoadMore query={query} label={t('requests.more')} />
        </Stack>
      )}
    </QueryContent>
  );
}
