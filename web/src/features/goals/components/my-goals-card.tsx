import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

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
  const titleId = useId();
  const query = useQuery(homeGoalsQueryOptions());
  const goals = goalsForCard(query.data?.items ?? []);
  if (goals.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="my-goals-card"
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={titleId} variant="h2">
            {t('goals.home.title')}
          </Typography>
          <Link component={RouterLink} to={paths.goals} underline="hover">
            {t('goals.home.seeAll')}
          </Link>
        </Stack>
        <List aria-label={t('goals.home.listLabel')} sx={{ mt: 1 }} disablePadding>
          {goals.map((goal) => (
            <ListItem key={goal.id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={goalPath(goal.id)}
                sx={{ display: 'block', px: 1, py: 1 }}
              >
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
                  <GoalProgress
                    progress={goal.progress}
                    expected={goal.expected}
                    health={goal.health}
                  />
                </Stack>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
