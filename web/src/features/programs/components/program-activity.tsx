import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { PersonAvatar } from '@/components/people/person-avatar';
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
        <Stack spacing={1}>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.items.map((entry) => (
              <Stack
                key={entry.id}
                component="li"
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
              >
                <PersonAvatar person={entry.person} size={32} />
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('programs.activity.entry', {
                      name: entry.person.full_name,
                      title: entry.action.title,
                      points: t('programs.points', {
                        count: entry.points,
                        formatted: format.number(entry.points),
                      }),
                    })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    <DateText value={entry.at} />
                  </Typography>
                </Stack>
              </Stack>
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            {page > 0 ? (
              <Button size="small" onClick={() => setPage(page - 1)}>
                {t('programs.activity.newer')}
              </Button>
            ) : null}
            {(page + 1) * ACTIVITY_PAGE_SIZE < total ? (
              <Button size="small" onClick={() => setPage(page + 1)}>
                {t('programs.activity.older')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      )}
    </QueryContent>
  );
}
