// The receipt, shown once right after sending (CMP-5): in groups of four, with a button to
// copy it and the warning that nobody can show it again.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';

import { formatReceipt } from '../lib/receipt';

export type ReceiptCardProps = {
  receipt: string;
  /** The files that could not be attached after sending (the case exists; add them later). */
  failedFiles?: readonly string[];
  /** "Seguir mi caso" (the reporter's own screens); without it the button is not shown. */
  onFollow?: () => void;
  /** The success note's title and body (default: the reporter's "Tu denuncia fue recibida"). */
  sentTitle?: string;
  sentBody?: string;
  /** What follows the warning instead of "Seguir mi caso" (the verbal intake's acta). */
  actions?: ReactNode;
};

export function ReceiptCard({
  receipt,
  failedFiles = [],
  onFollow,
  sentTitle,
  sentBody,
  actions,
}: ReceiptCardProps) {
  const { t } = useTranslation();
  const shown = formatReceipt(receipt);
  return (
    <Stack spacing={2.5} data-testid="complaint-receipt">
      <Alert severity="success">
        <AlertTitle>{sentTitle ?? t('complaints.receipt.sent')}</AlertTitle>
        {sentBody ?? t('complaints.receipt.sentBody')}
      </Alert>
      <Box>
        <Typography component="h2" variant="h3" gutterBottom>
          {t('complaints.receipt.title')}
        </Typography>
        <Typography
          data-testid="receipt-number"
          sx={{
            fontFamily: 'monospace',
            fontSize: { xs: '1.5rem', sm: '2rem' },
            letterSpacing: '0.08em',
            fontWeight: 700,
            wordSpacing: '0.2em',
            my: 1,
          }}
          aria-label={t('complaints.receipt.numberLabel', { receipt: shown })}
        >
          {shown}
        </Typography>
        <CopyButton
          text={shown}
          label={t('complaints.receipt.copy')}
          copiedLabel={t('complaints.receipt.copied')}
          failedLabel={t('complaints.receipt.copyFailed')}
          variant="contained"
          size="medium"
        />
      </Box>
      <Alert severity="warning">
        <AlertTitle>{t('complaints.receipt.keepTitle')}</AlertTitle>
        {t('complaints.receipt.keepBody')}
      </Alert>
      {failedFiles.length > 0 ? (
        <Alert severity="error">
          {t('complaints.receipt.filesFailed', { names: failedFiles.join(', ') })}
        </Alert>
      ) : null}
      {onFollow ? (
        <Button variant="outlined" onClick={onFollow} sx={{ alignSelf: 'flex-start' }}>
          {t('complaints.receipt.follow')}
        </Button>
      ) : null}
      {actions}
    </Stack>
  );
}
