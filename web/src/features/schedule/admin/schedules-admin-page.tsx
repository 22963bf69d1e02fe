import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SectionHeader } from '@/components/layout/section-header';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  changeScheduleMutation,
  removeScheduleMutation,
  schedulesQueryOptions,
  type WorkSchedule,
} from '../api/schedule';
import { weekText } from '../lib/week';

import { AssignDialog } from './assign-dialog';
import { ScheduleEditor } from './schedule-editor';

type Open =
  | { kind: 'edit'; schedule: WorkSchedule | null }
  | { kind: 'assign'; schedule: WorkSchedule }
  | { kind: 'remove'; schedule: WorkSchedule }
  | null;

function ScheduleCard({ schedule, onOpen }: { schedule: WorkSchedule; onOpen: (o: Open) => void }) {
  const { t } = useTranslation();
  const describe = useApiErrorMessage();
  const change = useMutation(changeScheduleMutation());
  const active = schedule.status === 'active';
  const run = (kind: 'default' | 'restore') =>
    change.mutate(
      { id: schedule.id, change: kind === 'default' ? { is_default: true } : { status: 'active' } },
      {
        onSuccess: () => showToast(t(`schedule.admin.${kind}Done`), 'success'),
        onError: (error) => showToast(describe(error), 'error'),
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-schedule={schedule.id} component="li">
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h3" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {schedule.name}
          </Typography>
          {schedule.is_default ? (
            <Chip size="small" color="primary" label={t('schedule.admin.default')} />
          ) : null}
          {!active ? <Chip size="small" label={t('schedule.admin.archived')} /> : null}
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {weekText(schedule.week, t) || t('schedule.profile.noHours')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {schedule.timezone ?? t('schedule.admin.zoneOfPerson')} ·{' '}
          {t('schedule.admin.people', { count: schedule.people })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onOpen({ kind: 'edit', schedule })}
          >
            {t('schedule.admin.edit')}
          </Button>
          {active ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onOpen({ kind: 'assign', schedule })}
            >
              {t('schedule.admin.assign')}
            </Button>
          ) : (
            <Button size="small" onClick={() => run('restore')} loading={change.isPending}>
              {t('schedule.admin.restore')}
            </Button>
          )}
          {active && !schedule.is_default ? (
            <Button size="small" onClick={() => run('default')} loading={change.isPending}>
              {t('schedule.admin.makeDefault')}
            </Button>
          ) : null}
          {!schedule.is_default && active ? (
            <Button size="small" color="error" onClick={() => onOpen({ kind: 'remove', schedule })}>
              {t('schedule.admin.remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

function RemoveDialog({ schedule, onClose }: { schedule: WorkSchedule; onClose: () => void }) {
  const { t } = useTranslation();
  const describe = useApiErrorMessage();
  const remove = useMutation(removeScheduleMutation());
  return (
    <ConfirmDialog
      open
      destructive
      title={t('schedule.admin.removeTitle', { name: schedule.name })}
      body={
        schedule.people > 0
          ? t('schedule.admin.removeInUse', { count: schedule.people })
          : t('schedule.admin.removeUnused')
      }
      confirmLabel={t('schedule.admin.remove')}
      cancelLabel={t('schedule.editor.cancel')}
      pending={remove.isPending}
      error={remove.isError ? describe(remove.error) : undefined}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(schedule.id, {
          onSuccess: ({ deleted }) => {
            showToast(
              t(deleted ? 'schedule.admin.deleted' : 'schedule.admin.archivedDone'),
              'success',
            );
            onClose();
          },
        })
      }
    />
  );
}

/** The console's section "Horarios": the organisation's schedules (the default first marked),
 *  each with its week in one line, its time zone and how many people follow it; creating and
 *  editing one in the weekly grid, assigning it to people or a whole department, making it the
 *  default, deleting it (archived instead when people follow it) and restoring an archived one. */
export function SchedulesAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('schedule.admin.title'));
  const schedules = useQuery(schedulesQueryOptions());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('schedule.admin.title')}
        description={t('schedule.admin.description')}
        action={
          <Button variant="contained" onClick={() => setOpen({ kind: 'edit', schedule: null })}>
            {t('schedule.admin.new')}
          </Button>
        }
      />
      {schedules.isPending ? (
        <LoadingBlock label={t('schedule.admin.loading')} />
      ) : schedules.isError ? (
        <LoadError
          error={schedules.error}
          onRetry={() => void schedules.refetch()}
          retrying={schedules.isFetching}
        />
      ) : schedules.data.length === 0 ? (
        <EmptyState icon="🕘" title={t('schedule.admin.empty')} />
      ) : (
        <Stack
          component="ul"
          spacing={2}
          aria-label={t('schedule.admin.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {schedules.data.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} onOpen={setOpen} />
          ))}
        </Stack>
      )}
      {open?.kind === 'edit' ? <ScheduleEditor schedule={open.schedule} onClose={close} /> : null}
      {open?.kind === 'assign' ? <AssignDialog schedule={open.schedule} onClose={close} /> : null}
      {open?.kind === 'remove' ? <RemoveDialog schedule={open.schedule} onClose={close} /> : null}
    </Stack>
  );
}
