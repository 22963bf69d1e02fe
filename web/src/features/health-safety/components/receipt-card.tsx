// The receipt code of an anonymous hazard, shown once right after sending: in groups of four,
// with "Copiar" and "Descargar como texto", and the warning that nobody can show it again.
import Download from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';
import { saveBlob } from '@/lib/save-blob';

import { formatReceipt, receiptFile } from '../lib/receipt';

export type ReceiptCardProps = {
  receipt: string;
  /** "Ya lo guardé": back to an empty form (the code is gone from the screen). */
  onDone: () => void;
};

export function ReceiptCard({ receipt, onDone }: ReceiptCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const shown = formatReceipt(receipt);
  const download = () =>
    saveBlob(
      receiptFile(receipt, {
        title: t('healthSafety.receipt.fileTitle'),
        body: t('healthSafety.receipt.fileBody'),
      }),
      t('healthSafety.receipt.fileName'),
    );
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }} data-testid="hs-receipt">
      <Alert severity="success">
        <AlertTitle>{t('healthSafety.receipt.sent')}</AlertTitle>
        {t('healthSafety.receipt.sentBody')}
      </Alert>
      <Box component="section" aria-labelledby={`${id}-title`}>
        <Typography id={`${id}-title`} variant="h2" gutterBottom>
          {t('healthSafety.receipt.title')}
        </Typography>
        <Typography
          data-testid="hs-receipt-code"
          aria-label={t('healthSafety.receipt.codeLabel', { code: shown })}
          sx={{
            fontFamily: 'monospace',
            fontSize: { xs: '1.5rem', sm: '2rem' },
            letterSpacing: '0.08em',
            wordSpacing: '0.2em',
            fontWeight: 700,
            my: 1,
            overflowWrap: 'anywhere',
          }}
        >
          {shown}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <CopyButton
            text={shown}
            label={t('healthSafety.receipt.copy')}
            copiedLabel={t('healthSafety.receipt.copied')}
            failedLabel={t('healthSafety.receipt.copyFailed')}
            variant="contained"
            size="medium"
          />
          <Button variant="outlined" startIcon={<Download />} onClick={download}>
            {t('healthSafety.receipt.download')}
          </Button>
        </Stack>
      </Box>
      <Alert severity="warning">
        <AlertTitle>{t('healthSafety.receipt.keepTitle')}</AlertTitle>
        {t('healthSafety.receipt.keepBody')}
      </Alert>
      <Button variant="text" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        {t('healthSafety.receipt.done')}
      </Button>
    </Stack>
  );
}
