import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { PersonActivity } from '@/components/people/person-activity';
import { useNumberFormat } from '@/i18n/use-number-format';

import { ACTIVITY_PAGE_SIZE, activityQueryOptions } from '../api/programs';

/** The program's activity (PRG-5): approved submissions their people chose to share, newest
 *  first ("Ana completó «Plantar un árbol» · 50 puntos"), a page at a time. */
export function ProgramActivityList({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [page, setPage] = useState(0);
  const query = useQuery(activityQueryOptions(programId, page));
  const total = query.data?.meta.total ?? 0;
  return (
    <QueryContent
      query={query}
      loadingLabel={t('programs.activity.loading')}
      isEmpty={(data) => data.items.length === 0}
      empty={<Typography color="text.secondary">{t('programs.activity.empty')}</Typography>}
    >
      {(data) => (
        <PersonActivity
          items={data.items}
          describe={(entry) =>
            t('programs.activity.entry', {
              name: entry.person.full_name,
              title: entry.action.title,
              points: t('programs.points', {
                count: entry.points,
                formatted: format.number(entry.points),
              }),
            })
          }
          page={page}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={total}
          onPage={setPage}
          labels={{
            newer: t('programs.activity.newer'),
            older: t('programs.activity.older'),
          }}
        />
      )}
    </QueryContent>
  );
}
