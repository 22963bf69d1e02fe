import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { PersonAvatar } from '@/components/people/person-avatar';

import { checkinsQueryOptions } from '../api/goals';
import type { GoalDetail } from '../api/types';
import { useGoalValue } from '../lib/goal-values';

import { DetailSection } from './section';

/** The check-ins, newest first (append-only, GOA-3). */
export function CheckinsSection({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const value = useGoalValue();
  const checkins = useQuery(checkinsQueryOptions(goal.id));
  return (
    <DetailSection title={t('goals.checkins.title')} testId="checkins">
      <QueryContent
        query={checkins}
        loadingLabel={t('goals.checkins.loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={<Typography color="text.secondary">{t('goals.checkins.empty')}</Typography>}
      >
        {(data) => (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((checkin) => (
              <Stack
                component="li"
                key={checkin.id}
                direction="row"
                spacing={1.5}
                data-testid="checkin"
              >
                <PersonAvatar person={checkin.author} size={32} />
                <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                  <Typography variant="body2">
                    <strong>{checkin.author.full_name}</strong> ·{' '}
                    <DateTimeText value={new Date(checkin.created_at)} />
                  </Typography>
                  <Typography>
                    {t('goals.checkins.line', {
                      value: value(goal, checkin.value),
                      status: t(`goals.checkinStatus.${checkin.status}`),
                      confidence: checkin.confidence,
                    })}
                  </Typography>
                  {checkin.comment ? (
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {checkin.comment}
                    </Typography>
                  ) : null}
                  {checkin.attachments.map((file) => (
                    <Link
                      key={file.key}
                      href={file.url}
                      target="_blank"
                      rel="noopener"
                      variant="body2"
                    >
                      {file.name}
                    </Link>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryContent>
    </DetailSection>
  );
}
