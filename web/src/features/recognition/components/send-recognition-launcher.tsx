import Celebration from '@mui/icons-material/Celebration';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LazySendDialog } from './lazy-send-dialog';

/** The always-visible way to send a recognition: a button in the top bar from 600 px, a
 *  floating button below. Both open the send dialog. */
export function SendRecognitionLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const handleOpen = () => setOpen(true);

  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<Celebration />}
        onClick={handleOpen}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
      >
        {t('send.open')}
      </Button>
      <Fab
        color="secondary"
        variant="extended"
        onClick={handleOpen}
        sx={{
          display: { xs: 'inline-flex', sm: 'none' },
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.fab,
        }}
      >
        <Celebration sx={{ mr: 1 }} />
        {t('send.open')}
      </Fab>
      <LazySendDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
