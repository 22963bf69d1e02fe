import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';

import { shareMutation } from './api';
import type { Cycle } from './types';
import { useAdminErrorMessage } from './use-admin-error';

export type ShareButtonProps = {
  cycle: Cycle;
  /** The packets chosen; absent: every calibrated one. */
  participantIds?: number[];
  onShared?: () => void;
};

/** Shares calibrated packets with their people (in the sharing phase), after a confirmation
 *  saying how many and what they will see. */
export function ShareButton({ cycle, participantIds, onShared }: ShareButtonProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorText = useAdminErrorMessage();
  const [asking, setAsking] = useState(false);
  const share = useMutation(shareMutation(cycle.id));
  const count = participantIds?.length ?? cycle.counts.packets_by_status.calibrated ?? 0;
  const number = format.number(count);
  const close = () => {
    share.reset();
    setAsking(false);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ShareOutlined />}
        disabled={count === 0}
        onClick={() => setAsking(true)}
      >
        {participantIds
          ? t('evaluations.admin.share.selected', { count, number })
          : t('evaluations.admin.share.all', { count, number })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('evaluations.admin.share.title', { count, number })}
        body={t('evaluations.admin.share.body')}
        confirmLabel={t('evaluations.admin.share.submit')}
        cancelLabel={t('admin.common.cancel')}
        pending={share.isPending}
        error={
          share.error ? (
            <Alert severity="error" role="alert">
              {errorText(share.error)}
            </Alert>
          ) : null
        }
        onConfirm={() =>
          share.mutate(participantIds ?? null, {
            onSuccess: ({ shared }) => {
              showToast(
                t('evaluations.admin.share.done', { count: shared, number: format.number(shared) }),
                'success',
              );
              setAsking(false);
              onShared?.();
            },
          })
        }
        onCancel={close}
      />
    </>
  );
}
