import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { PersonAvatar } from '@/components/people/person-avatar';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { Goal } from '../api/types';
import { goalPath } from '../paths';

import { GoalProgress } from './goal-progress';
import { HealthChip } from './health-chip';

export type GoalCardProps = {
  goal: Goal;
  /** Shown after the figures (a child's contribution, a weight field). */
  extra?: ReactNode;
  /** The heading level of the title in its list (h3 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** A goal in a list: title (to its page), owner, level and category, progress against the
 *  expected with its health in words, due date and weight. One column on phones. */
export function GoalCard({ goal, extra, headingLevel = 'h3' }: GoalCardProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', minWidth: 0 }}
      data-testid="goal-card"
      data-goal={goal.id}
    >
      <Stack spacing={1.25}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Typography
            component={headingLevel}
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            <Link component={RouterLink} to={goalPath(goal.id)} underline="hover" color="inherit">
              {goal.title}
            </Link>
          </Typography>
          <HealthChip health={goal.health} />
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <PersonAvatar person={goal.owner} size={28} />
          <Typography variant="body2">{goal.owner.full_name}</Typography>
          <Chip size="small" label={t(`goals.level.${goal.level}`)} />
          {goal.category ? (
            <Chip size="small" variant="outlined" label={goal.category.name} />
          ) : null}
        </Stack>
        <GoalProgress progress={goal.progress} expected={goal.expected} health={goal.health} />
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Typography variant="body2">
            {t('goals.card.due')} <DateText value={goal.ends_on} />
          </Typography>
          <Typography variant="body2">
            {t('goals.card.weight', { weight: format.number(goal.weight) })}
          </Typography>
          {goal.status !== 'active' ? (
            <Typography variant="body2">{t(`goals.status.${goal.status}`)}</Typography>
          ) : null}
        </Stack>
        {extra}
      </Stack>
    </Paper>
  );
}
