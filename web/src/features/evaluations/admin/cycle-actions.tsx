import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { DownloadButton } from '@/components/download-button';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  advanceMutation,
  deleteCycleMutation,
  exportMutation,
  launchMutation,
  remindMutation,
} from './api';
import { canRemind, nextPhase } from './phases';
import type { Cycle, Phase } from './types';
import { useAdminErrorMessage } from './use-admin-error';

type Asking =
  { kind: 'launch' } | { kind: 'advance'; to: Phase } | { kind: 'remind' } | { kind: 'delete' };

export type CycleActionsProps = {
  cycle: Cycle;
  onEdit: () => void;
  onDeleted: () => void;
};

/** What an admin does with a cycle: edit it, launch it or move it to its next phase (each after
 *  a confirmation saying what happens), remind everyone with pending work, download the progress
 *  workbook, delete a draft. */
export function CycleActions({ cycle, onEdit, onDeleted }: CycleActionsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorText = useAdminErrorMessage();
  const [asking, setAsking] = useState<Asking | null>(null);
  const launch = useMutation(launchMutation());
  const advance = useMutation(advanceMutation());
  const remind = useMutation(remindMutation());
  const remove = useMutation(deleteCycleMutation());
  const pending = launch.isPending || advance.isPending || remind.isPending || remove.isPending;
  const failure = launch.error ?? advance.error ?? remind.error ?? remove.error;
  const next = nextPhase(cycle);
  const phaseName = (phase: Phase) => t(`evaluations.admin.phase.${phase}`);
  const participants = format.number(cycle.counts.participants);

  const close = () => {
    launch.reset();
    advance.reset();
    remind.reset();
    remove.reset();
    setAsking(null);
  };
  const done = (text: string) => {
    showToast(text, 'success');
    setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    if (asking.kind === 'launch')
      launch.mutate(cycle.id, {
        onSuccess: (now) =>
          done(t('evaluations.admin.lifecycle.launched', { phase: phaseName(now.phase) })),
      });
    else if (asking.kind === 'advance')
      advance.mutate(
        { id: cycle.id, to: asking.to },
        {
          onSuccess: (now) =>
            done(t('evaluations.admin.lifecycle.advanced', { phase: phaseName(now.phase) })),
        },
      );
    else if (asking.kind === 'remind')
      remind.mutate(cycle.id, {
        onSuccess: ({ notified }) =>
          done(
            t('evaluations.admin.lifecycle.reminded', {
              count: notified,
              number: format.number(notified),
            }),
          ),
      });
    else
      remove.mutate(cycle.id, {
        onSuccess: () => {
          done(t('evaluations.admin.lifecycle.deleted'));
          onDeleted();
        },
      });
  };

  const dialog = (() => {
    if (!asking) return null;
    switch (asking.kind) {
      case 'launch':
        return {
          title: t('evaluations.admin.lifecycle.launchTitle', { name: cycle.name }),
          body: [
            t('evaluations.admin.lifecycle.launchBody', {
              count: cycle.counts.participants,
              number: participants,
            }),
            cycle.directions.includes('peer') ? t('evaluations.admin.lifecycle.launchPeers') : '',
            t('evaluations.admin.lifecycle.launchLocks'),
          ]
            .filter(Boolean)
            .join(' '),
          label: t('evaluations.admin.lifecycle.launch'),
        };
      case 'advance':
        return {
          title: t('evaluations.admin.lifecycle.advanceTitle', { phase: phaseName(asking.to) }),
          body: `${t(`evaluations.admin.lifecycle.advanceBody.${asking.to as 'writing'}`)} ${t('evaluations.admin.lifecycle.noWayBack')}`,
          label: t('evaluations.admin.lifecycle.advance', { phase: phaseName(asking.to) }),
        };
      case 'remind':
        return {
          title: t('evaluations.admin.lifecycle.remindTitle'),
          body: t('evaluations.admin.lifecycle.remindBody'),
          label: t('evaluations.admin.lifecycle.remind'),
        };
      case 'delete':
        return {
          title: t('evaluations.admin.lifecycle.deleteTitle', { name: cycle.name }),
          body: t('evaluations.admin.lifecycle.deleteBody'),
          label: t('evaluations.admin.lifecycle.delete'),
        };
    }
  })();

  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {cycle.phase === 'draft' ? (
          <Button
            variant="contained"
            startIcon={<PlayArrow />}
            onClick={() => setAsking({ kind: 'launch' })}
          >
            {t('evaluations.admin.lifecycle.launch')}
          </Button>
        ) : next ? (
          <Button
            variant="contained"
            startIcon={<PlayArrow />}
            onClick={() => setAsking({ kind: 'advance', to: next })}
          >
            {t('evaluations.admin.lifecycle.advance', { phase: phaseName(next) })}
          </Button>
        ) : null}
        {cycle.phase === 'closed' ? null : (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
            {t(
              cycle.phase === 'draft'
                ? 'evaluations.admin.lifecycle.edit'
                : 'evaluations.admin.lifecycle.editLaunched',
            )}
          </Button>
        )}
        {canRemind(cycle.phase) ? (
          <Button
            variant="outlined"
            startIcon={<NotificationsActiveOutlined />}
            onClick={() => setAsking({ kind: 'remind' })}
          >
            {t('evaluations.admin.lifecycle.remind')}
          </Button>
        ) : null}
        <DownloadButton
          mutation={exportMutation(cycle.id)}
          fileName={t('evaluations.admin.lifecycle.exportFile', { id: cycle.id })}
          label={t('evaluations.admin.lifecycle.export')}
          icon={<FileDownloadOutlined />}
        />
        {cycle.phase === 'draft' ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => setAsking({ kind: 'delete' })}
          >
            {t('evaluations.admin.lifecycle.delete')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        body={dialog?.body ?? ''}
        confirmLabel={dialog?.label ?? ''}
        cancelLabel={t('admin.common.cancel')}
        destructive={asking?.kind === 'delete'}
        pending={pending}
        error={
          failure ? (
            <Alert severity="error" role="alert">
              {errorText(failure)}
            </Alert>
          ) : null
        }
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
