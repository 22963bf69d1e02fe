import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useBannerMessages } from '../stores/banner-messages';

/** How long a banner stays before the next one (or none) takes its place. */
const BANNER_MS = 8_000;

/** The frame's banner: the first queued message, with where it leads; closing it (or its time
 *  running out) shows the next. */
export function NotificationBanners() {
  const { t } = useTranslation();
  const message = useBannerMessages((state) => state.bannerMessages[0] ?? null);
  const remove = useBannerMessages((state) => state.removeBannerMessage);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') remove();
  };
  return (
    <Snackbar
      key={message?.key}
      open={message !== null}
      autoHideDuration={BANNER_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity="info"
        variant="filled"
        sx={{ alignItems: 'center' }}
        action={
          <>
            {message?.link ? (
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={message.link}
                onClick={() => close()}
              >
                {t('notifications.bannerOpen')}
              </Button>
            ) : null}
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('notifications.bannerClose')}
              onClick={() => close()}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {message?.text}
      </Alert>
    </Snackbar>
  );
}
