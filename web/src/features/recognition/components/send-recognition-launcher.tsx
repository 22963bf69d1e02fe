import Celebration from '@mui/icons-material/Celebration';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LazySendDialog } from './lazy-send-dialog';

/** The always-visible way to send a recognition, in the top bar at every width (ADR 0045): a
 *  labelled button from 600 px, the same action as an icon button on phones. It never floats
 *  over the page, so it never covers a heading, a card's actions or a dialog. Both open the
 *  send dialog. */
export function SendRecognitionLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const handleOpen = () => setOpen(true);

  return (
    <>
      <Button
        variant="contained"
        color="primary"
        startIcon={<Celebration />}
        onClick={handleOpen}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
      >
        {t('send.open')}
      </Button>
      <IconButton
        color="inherit"
        aria-label={t('send.open')}
        title={t('send.open')}
        onClick={handleOpen}
        data-testid="send-topbar-phone"
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, flexShrink: 0 }}
      >
        <Celebration />
      </IconButton>
      <LazySendDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
