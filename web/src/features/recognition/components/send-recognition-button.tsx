import Celebration from '@mui/icons-material/Celebration';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LazySendDialog } from './lazy-send-dialog';

export type SendRecognitionButtonProps = { variant?: ButtonProps['variant'] };

/** A button that opens the send dialog (the feed's empty state, a profile). */
export function SendRecognitionButton({ variant = 'contained' }: SendRecognitionButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<Celebration />} onClick={() => setOpen(true)}>
        {t('send.open')}
      </Button>
      <LazySendDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
