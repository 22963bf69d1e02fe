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

import { ACTIVITY_PAGE_SIZE, activityQueryOptions, type ChallengeDetail } from '../api/challenges';
import { useChallengeWords } from '../lib/use-challenge-words';

/** The challenge's activity: completions ("Ana cumplió la meta · 100 puntos") and approved
 *  claims ("Carlos sumó 5 km"), newest first, a page at a time. */
export function ChallengeActivityList({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = useChallengeWords();
  const [page, setPage] = useState(0);
  const query = useQuery(activityQueryOptions(challenge.id, page));
  const total = query.data?.meta.total ?? 0;
  return (
    <QueryContent
      query={query}
      loadingLabel={t('challenges.activity.loading')}
      isEmpty={(data) => data.items.length === 0}
      empty={<Typography color="text.secondary">{t('challenges.activity.empty')}</Typography>}
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
                    {entry.type === 'completion'
                      ? entry.amount
                        ? t('challenges.activity.completedPoints', {
                            name: entry.person.full_name,
                            points: t('challenges.points', {
                              count: entry.amount,
                              formatted: format.number(entry.amount),
                            }),
                          })
                        : t('challenges.activity.completed', { name: entry.person.full_name })
                      : t('challenges.activity.claim', {
                          name: entry.person.full_name,
                          amount: words.amount(challenge, entry.amount ?? 1),
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
                {t('challenges.activity.newer')}
              </Button>
            ) : null}
            {(page + 1) * ACTIVITY_PAGE_SIZE < total ? (
              <Button size="small" onClick={() => setPage(page + 1)}>
                {t('challenges.activity.older')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      )}
    </QueryContent>
  );
}
