import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { myPointsQueryOptions } from '@/lib/calls/points';

import {
  corporateValuesQueryOptions,
  recognitionTypesQueryOptions,
  valuesSettingsQueryOptions,
} from '../api/recognition';
import type { SendValues } from '../send-form';

import { SendRecognitionForm } from './send-recognition-form';

export type SendRecognitionDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What the form starts with (the home composer's choices). */
  initialValues?: Partial<SendValues>;
  /** Called once the recognition is sent (before the dialog closes). */
  onSent?: () => void;
};

/** The send dialog: loads the types the caller may send, the corporate values and the giving
 *  balance, then shows the form. Full screen below 600 px. */
export function SendRecognitionDialog({
  open,
  onClose,
  initialValues,
  onSent,
}: SendRecognitionDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const types = useQuery(recognitionTypesQueryOptions());
  const values = useQuery(corporateValuesQueryOptions());
  const settings = useQuery(valuesSettingsQueryOptions());
  const points = useQuery(myPointsQueryOptions());

  const handleClose = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('send.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('send.close')}
        onClick={handleClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      {types.isPending ? (
        <DialogContent dividers>
          <Stack spacing={2} role="status" aria-label={t('send.loading')} aria-busy>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        </DialogContent>
      ) : types.isError ? (
        <DialogContent dividers>
          <LoadError
            error={types.error}
            onRetry={() => void types.refetch()}
            retrying={types.isFetching}
          />
        </DialogContent>
      ) : types.data.length === 0 ? (
        <DialogContent dividers>
          <EmptyState icon="🔒" title={t('send.noTypes')} body={t('send.noTypesBody')} />
        </DialogContent>
      ) : (
        <SendRecognitionForm
          types={types.data}
          values={values}
          valuesMode={settings.data?.values_in_recognition ?? 'optional'}
          balance={points.data?.give_balance ?? null}
          balanceError={points.isError}
          onBusyChange={setBusy}
          onCancel={handleClose}
          onSent={() => {
            onSent?.();
            onClose();
          }}
          initialValues={initialValues}
        />
      )}
    </Dialog>
  );
}
