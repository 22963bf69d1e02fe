import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent, type ListQuery } from '@/components/feedback/query-content';

import type { GoalPage } from '../api/goals';

import { GoalCard } from './goal-card';

export type GoalListProps = {
  query: ListQuery<GoalPage>;
  perPage: number;
  controls: Omit<Parameters<typeof ListPagination>[0], 'meta'>;
  empty: { title: string; body: string };
};

/** A page of goals as cards, with its loading, error and empty states and its pages. */
export function GoalList({ query, perPage, controls, empty }: GoalListProps) {
  const { t } = useTranslation();
  return (
    <QueryContent query={query} loadingLabel={t('goals.page.loading')}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState icon="🎯" title={empty.title} body={empty.body} />
        ) : (
          <Stack spacing={2}>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.items.map((goal) => (
                <GoalCard key={goal.id} goal={goal} />
              ))}
            </Stack>
            {(data.meta.total ?? 0) > perPage || data.meta.hasMore ? (
              <ListPagination meta={data.meta} {...controls} />
            ) : null}
          </Stack>
        )
      }
    </QueryContent>
  );
}
