import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { PersonActivity } from '@/components/people/person-activity';
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
        <PersonActivity
          items={data.items}
          describe={(entry) =>
            entry.type === 'completion'
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
                })
          }
          page={page}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={total}
          onPage={setPage}
          labels={{
            newer: t('challenges.activity.newer'),
            older: t('challenges.activity.older'),
          }}
        />
      )}
    </QueryContent>
  );
}
