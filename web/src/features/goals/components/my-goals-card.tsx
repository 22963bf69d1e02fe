import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { paths } from '@/config/paths';

import { homeGoalsQueryOptions } from '../api/goals';
import { goalsForCard } from '../lib/home-goals';
import { goalPath } from '../paths';

import { GoalProgress } from './goal-progress';
import { HealthChip } from './health-chip';

/** "Mis objetivos" on the home and on "Mi perfil": the person's active goals, those at risk or
 *  behind first (three at most), each leading to its page; nothing when there are none. */
export function MyGoalsCard() {
  const { t } = useTranslation();
  const query = useQuery(homeGoalsQueryOptions());
  const goals = goalsForCard(query.data?.items ?? []);
  if (goals.length === 0) return null;
  return (
    <HomeCard
      title={t('goals.home.title')}
      seeAll={{ to: paths.goals, label: t('goals.home.seeAll') }}
      testId="my-goals-card"
    >
      <HomeLinkList
        label={t('goals.home.listLabel')}
        items={goals}
        itemKey={(goal) => goal.id}
        itemTo={(goal) => goalPath(goal.id)}
        renderItem={(goal) => (
          <Stack spacing={0.75}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'center' }}
            >
              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {goal.title}
              </Typography>
              <HealthChip health={goal.health} />
            </Stack>
            <GoalProgress progress={goal.progress} expected={goal.expected} health={goal.health} />
          </Stack>
        )}
      />
    </HomeCard>
  );
}
