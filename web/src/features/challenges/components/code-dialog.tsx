import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { QrImage } from '@/components/qr/qr-image';
import { secondsUntil, useNow } from '@/lib/use-now';

import { codeQueryOptions } from '../api/challenges';
import { groupDigits } from '../lib/checkin-code';

export type CodeDialogProps = { challengeId: number; title: string; onClose: () => void };

/** "Mostrar código": the organiser's screen, full screen, for people to scan or read aloud: the
 *  QR and the 6 digits, big, with a countdown; read again each time it turns (every 30 s). */
export function CodeDialog({ challengeId, title, onClose }: CodeDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow(500);
  const code = useQuery(codeQueryOptions(challengeId));
  const left = code.data ? secondsUntil(code.data.expires_at, now) : 0;
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={`${id}-title`}>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <IconButton onClick={onClose} aria-label={t('challenges.code.close')} size="large">
          <Close />
        </IconButton>
      </Box>
      <Stack
        spacing={{ xs: 2, sm: 3 }}
        sx={{
          minHeight: '100%',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Typography id={`${id}-title`} variant="h1" sx={{ overflowWrap: 'anywhere', px: 5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{t('challenges.code.help')}</Typography>
        {code.isPending ? <LoadingBlock label={t('challenges.code.loading')} /> : null}
        {code.isError ? <LoadError error={code.error} onRetry={() => void code.refetch()} /> : null}
        {code.data ? (
          <>
            <QrImage text={code.data.qr_text} label={t('challenges.code.qrLabel')} size={320} />
            <Typography
              data-testid="challenge-code"
              aria-label={t('challenges.code.digitsLabel', {
                code: code.data.code.split('').join(' '),
              })}
              sx={{
                fontFamily: 'monospace',
                fontSize: { xs: 48, sm: 80 },
                fontWeight: 700,
                letterSpacing: 8,
                lineHeight: 1.1,
              }}
            >
              {groupDigits(code.data.code)}
            </Typography>
            <Box sx={{ width: '100%', maxWidth: 320 }}>
              <LinearProgress
                variant="determinate"
                value={(left / code.data.period_seconds) * 100}
                aria-label={t('challenges.code.countdownLabel')}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
            <Typography color="text.secondary">
              {t('challenges.code.countdown', { count: left })}
            </Typography>
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}
