import Celebration from '@mui/icons-material/Celebration';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useComposerInView } from '../composer-in-view';

import { LazySendDialog } from './lazy-send-dialog';

/** Room the floating button needs below the page (its 48 px, its 16 px offset and a margin). */
export const FAB_RESERVED_SPACE = 88;

/** The always-visible way to send a recognition: a button in the top bar from 600 px, a
 *  floating button below. Both open the send dialog. The floating button never covers what a
 *  page ends with (the page keeps room for it below its content) and steps aside while the
 *  person scrolls down (and while the home's composer shows), to come back when they scroll
 *  up. */
export function SendRecognitionLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const handleOpen = () => setOpen(true);
  // True while scrolling down (past the first few pixels); false again on the way up.
  const scrollingDown = useScrollTrigger({ threshold: 24 });
  // The home's composer is the way to recognise while it shows.
  const composerInView = useComposerInView((state) => state.inView);
  const hidden = scrollingDown || composerInView;

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
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('sm')]: { body: { paddingBottom: FAB_RESERVED_SPACE } },
        })}
      />
      <Fab
        color="primary"
        variant="extended"
        onClick={handleOpen}
        data-testid="send-fab"
        aria-hidden={hidden || undefined}
        tabIndex={hidden ? -1 : undefined}
        sx={(theme) => ({
          display: { xs: 'inline-flex', sm: 'none' },
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: theme.zIndex.fab,
          transform: hidden ? 'translateY(160%)' : 'none',
          visibility: hidden ? 'hidden' : 'visible',
          transition: theme.transitions.create(['transform', 'visibility'], {
            duration: theme.transitions.duration.shorter,
          }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
      >
        <Celebration sx={{ mr: 1 }} />
        {t('send.open')}
      </Fab>
      <LazySendDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
