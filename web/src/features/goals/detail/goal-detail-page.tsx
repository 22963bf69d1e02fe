import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { DateText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { TextInput } from '@/components/form/text-input';
import { NotFound } from '@/components/not-found';
import { PersonAvatar } from '@/components/people/person-avatar';
import { showToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { deleteGoalMutation, goalActionMutation, goalQueryOptions } from '../api/goals';
import type { GoalDetail } from '../api/types';
import { GoalProgress } from '../components/goal-progress';
import { HealthChip } from '../components/health-chip';
import { GoalFormDialog } from '../form/goal-form-dialog';
import { useGoalValue } from '../lib/goal-values';
import { useGoalErrorMessage } from '../lib/use-goal-error';

import { AlignmentSection } from './alignment-section';
import { CheckinDialog } from './checkin-dialog';
import { CheckinsSection } from './checkins-section';
import { ChecklistSection } from './checklist-section';
import { CloseDialog } from './close-dialog';
import { CommentsSection } from './comments-section';
import { ForecastView } from './forecast-chart';

/** `/goals/:goalId`: one goal with everything about it. */
export function GoalDetailPage() {
  const { t } = useTranslation();
  const { goalId } = useParams();
  const id = Number(goalId);
  const goal = useQuery({ ...goalQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  useDocumentTitle(goal.data?.title ?? t('goals.detail.title'));
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={paths.goals} underline="hover">
          {t('goals.detail.back')}
        </Link>
      </Box>
      <QueryContent query={goal} loadingLabel={t('goals.detail.loading')}>
        {(data) => <GoalDetailView goal={data} />}
      </QueryContent>
    </Stack>
  );
}

type Dialog = 'checkin' | 'edit' | 'close' | null;

function GoalDetailView({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const value = useGoalValue();
  const errorMessage = useGoalErrorMessage();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [rejectReason, setRejectReason] = useState('');
  const action = useMutation(goalActionMutation(goal.id));
  const remove = useMutation(deleteGoalMutation(goal.id));
  const active = goal.status === 'active';
  const closed = goal.status === 'achieved' || goal.status === 'missed';
  const selfStatus = goal.last_checkin?.status ?? null;
  const failure = action.error ?? remove.error;

  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="goal-title"
        sx={{ p: { xs: 2, sm: 2.5 } }}
      >
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Chip size="small" label={t(`goals.status.${goal.status}`)} data-testid="goal-status" />
            <HealthChip health={goal.health} />
            <Chip size="small" variant="outlined" label={t(`goals.level.${goal.level}`)} />
            {goal.category ? (
              <Chip size="small" variant="outlined" label={goal.category.name} />
            ) : null}
          </Stack>
          <Typography id="goal-title" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {goal.title}
          </Typography>
          {goal.description ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {goal.description}
            </Typography>
          ) : null}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <PersonAvatar person={goal.owner} size={32} />
            <Typography>{goal.owner.full_name}</Typography>
            {goal.co_owners.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('goals.detail.coOwners', {
                  names: goal.co_owners.map((person) => person.full_name).join(', '),
                })}
              </Typography>
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('goals.detail.period')} <DateText value={goal.starts_on} /> –{' '}
            <DateText value={goal.ends_on} />
            {' · '}
            {t('goals.card.weight', { weight: goal.weight })}
            {goal.points > 0 ? ` · ${t('goals.detail.points', { points: goal.points })}` : ''}
          </Typography>
          <Typography data-testid="goal-value">
            {t('goals.detail.valueOfTarget', {
              value: value(goal, goal.current_value),
              target: value(goal, goal.target_value),
            })}
          </Typography>
          <GoalProgress progress={goal.progress} expected={goal.expected} health={goal.health} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} data-testid="self-vs-data">
            <Typography variant="body2">
              {t('goals.detail.selfStatus')}{' '}
              <strong>
                {selfStatus ? t(`goals.checkinStatus.${selfStatus}`) : t('goals.detail.noCheckin')}
              </strong>
            </Typography>
            {goal.forecast?.at_risk ? (
              <Typography
                variant="body2"
                color="error"
                sx={{ fontWeight: 700 }}
                data-testid="trend-at-risk"
              >
                {t('goals.detail.trendAtRisk')}
              </Typography>
            ) : null}
          </Stack>
          {goal.forecast ? (
            <ForecastView goal={goal} forecast={goal.forecast} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('goals.forecast.none')}
            </Typography>
          )}
          {goal.closed ? (
            <Alert severity={goal.closed.outcome === 'achieved' ? 'success' : 'info'}>
              {t(`goals.detail.closed.${goal.closed.outcome}`, {
                value: goal.closed.value === null ? '—' : value(goal, goal.closed.value),
              })}
              {goal.closed.comment ? ` ${goal.closed.comment}` : ''}
            </Alert>
          ) : null}
          {failure ? (
            <Alert severity="error" role="alert">
              {errorMessage(failure)}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {goal.can.check_in && active ? (
              <Button variant="contained" onClick={() => setDialog('checkin')}>
                {t('goals.detail.checkIn')}
              </Button>
            ) : null}
            {goal.can.edit && active ? (
              <Button variant="outlined" onClick={() => setDialog('edit')}>
                {t('goals.detail.edit')}
              </Button>
            ) : null}
            {goal.can.close && active ? (
              <Button variant="outlined" onClick={() => setDialog('close')}>
                {t('goals.detail.close')}
              </Button>
            ) : null}
            {goal.can.close && (closed || goal.status === 'archived') ? (
              <Button
                variant="outlined"
                loading={action.isPending}
                onClick={() => action.mutate({ action: 'reopen' })}
              >
                {t('goals.detail.reopen')}
              </Button>
            ) : null}
            {goal.can.delete ? (
              <Button
                color="error"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      showToast(t('goals.detail.deleted'), 'success');
                      void navigate(paths.goals);
                    },
                  })
                }
              >
                {t('goals.detail.delete')}
              </Button>
            ) : null}
          </Stack>
          {goal.can.approve && goal.status === 'pending_approval' ? (
            <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="approval">
              <Stack spacing={1}>
                <Typography>
                  {t('goals.detail.pendingApproval', { points: goal.points })}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button
                    variant="contained"
                    loading={action.isPending}
                    onClick={() => action.mutate({ action: 'approve' })}
                  >
                    {t('goals.detail.approve')}
                  </Button>
                  <TextInput
                    id="goal-reject-reason"
                    label={t('goals.detail.rejectReason')}
                    size="small"
                    value={rejectReason}
                    inputProps={{ maxLength: 1000 }}
                    onChange={(event) => setRejectReason(event.target.value)}
                  />
                  <Button
                    color="error"
                    loading={action.isPending}
                    onClick={() => action.mutate({ action: 'reject', reason: rejectReason })}
                  >
                    {t('goals.detail.reject')}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          ) : null}
        </Stack>
      </Paper>
      <ChecklistSection goal={goal} />
      <CheckinsSection goal={goal} />
      <AlignmentSection goal={goal} />
      <CommentsSection goal={goal} />
      {dialog === 'checkin' ? <CheckinDialog goal={goal} onClose={() => setDialog(null)} /> : null}
      {dialog === 'edit' ? <GoalFormDialog goal={goal} onClose={() => setDialog(null)} /> : null}
      {dialog === 'close' ? <CloseDialog goal={goal} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
