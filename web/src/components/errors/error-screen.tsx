import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/i18n/api-error-message';
import { isChunkLoadError } from '@/lib/chunk-reload';

import { ERROR_SCREEN_TEXT } from './error-texts';
import { pageControls } from './reload-page';

export type ErrorScreenProps = { error?: unknown };

function messageOf(error: unknown, i18n: Parameters<typeof apiErrorMessage>[1]): string | null {
  if (error instanceof ApiError) return apiErrorMessage(error, i18n);
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

/** Default error screen: the error's message, a retry that resets the query error state and
 *  reloads, and a way back to the home page. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const { t, i18n } = useTranslation(undefined, { useSuspense: false });
  const { reset } = useQueryErrorResetBoundary();
  // A chunk that failed to load (a deploy replaced it) says so in the catalogue's words, never
  // in the browser's English.
  const message = isChunkLoadError(error)
    ? t('errorScreen.newVersion', { defaultValue: ERROR_SCREEN_TEXT.newVersion })
    : (messageOf(error, i18n) ??
      t('errorScreen.defaultMessage', { defaultValue: ERROR_SCREEN_TEXT.defaultMessage }));

  const handleRetry = () => {
    reset();
    pageControls.reload();
  };

  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: '60vh',
        p: 3,
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 520, textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h1" component="h1">
          {t('errorScreen.title', { defaultValue: ERROR_SCREEN_TEXT.title })}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={handleRetry}>
            {t('errorScreen.retry', { defaultValue: ERROR_SCREEN_TEXT.retry })}
          </Button>
          <Button variant="outlined" href={paths.home}>
            {t('errorScreen.goHome', { defaultValue: ERROR_SCREEN_TEXT.goHome })}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
