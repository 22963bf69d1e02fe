import Stack from '@mui/material/Stack';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';

import { myReportsQueryOptions } from '../api/health-safety';

import { ReportList } from './report-list';

/** "Mis reportes": what I filed under my name, newest first, with each one's stage. */
export function MyReports() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(myReportsQueryOptions());
  return (
    <QueryContent
      query={{ ...query, data: query.data?.pages.flatMap((page) => page.items) }}
      loadingLabel={t('healthSafety.page.loading')}
      isEmpty={(items) => items.length === 0}
      empty={
        <EmptyState
          icon="🦺"
          title={t('healthSafety.mine.empty')}
          body={t('healthSafety.mine.emptyBody')}
        />
      }
    >
      {(items) => (
        <Stack spacing={2}>
          <ReportList reports={items} label={t('healthSafety.mine.listLabel')} />
          <LoadMore query={query} label={t('healthSafety.mine.more')} />
        </Stack>
      )}
    </QueryContent>
  );
}
