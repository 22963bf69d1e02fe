import Celebration from '@mui/icons-material/Celebration';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { listenAsFallback, useRecogniseRequest } from '@/lib/recognise-request';

import type { SendValues } from '../send-form';

import { LazySendDialog } from './lazy-send-dialog';

/** The always-visible way to send a recognition, in the top bar at every width (ADR 0045): a
 *  labelled button from 600 px, the same action as an icon button on phones. It never floats
 *  over the page, so it never covers a heading, a card's actions or a dialog. Both open the
 *  send dialog. A request to recognise someone (lib/recognise-request: a closed goal's
 *  "Reconocer a …") opens it prefilled with the people and the message, unless the home's
 *  composer is on the page to take it. */
export function SendRecognitionLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<Partial<SendValues> | undefined>(undefined);
  const request = useRecogniseRequest((state) => state.request);
  const composers = useRecogniseRequest((state) => state.listeners);
  // Requests made before it mounted are not its to take.
  const [takenSeq, setTakenSeq] = useState(() => useRecogniseRequest.getState().request?.seq ?? 0);
  const handleOpen = () => {
    setPrefill(undefined);
    setOpen(true);
  };

  // Its clean-up stops the listening.
  useEffect(() => {
    return listenAsFallback();
  }, []);

  // Taken while rendering, once per request (as the home composer does).
  if (request && request.seq !== takenSeq) {
    setTakenSeq(request.seq);
    if (composers === 0) {
      setPrefill({ receivers: [...request.people], message: request.message ?? '' });
      setOpen(true);
    }
  }

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
      <LazySendDialog open={open} onClose={() => setOpen(false)} initialValues={prefill} />
    </>
  );
}
