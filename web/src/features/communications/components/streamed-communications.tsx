import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useStreamedMessages } from '../stores/streamed-messages';

/** At most this many cards at once; the rest wait (their count is said). */
const SHOWN = 3;

/** The frame's streamed messages (spec §4): each communication that reached the person while
 *  they were here, newest last, until they open it (its page deletes it by id) or dismiss it. */
export function StreamedCommunications() {
  const { t } = useTranslation();
  const messages = useStreamedMessages((state) => state.streamedMessages);
  const remove = useStreamedMessages((state) => state.removeStreamedMessage);
  if (messages.length === 0) return null;
  const shown = messages.slice(-SHOWN);
  const waiting = messages.length - shown.length;
  return (
    <Stack
      component="section"
      aria-label={t('communications.streamed.label')}
      spacing={1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 88, md: 16 },
        width: { sm: 360 },
      }}
    >
      {waiting > 0 ? (
        <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
          {t('communications.streamed.more', { count: waiting })}
        </Typography>
      ) : null}
      {shown.map((message) => (
        <Paper
          key={message.id}
          elevation={6}
          role="status"
          sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <CampaignOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {message.author
                ? t('communications.streamed.from', { author: message.author })
                : t('communications.streamed.new')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {message.title}
            </Typography>
            <div>
              <Button
                size="small"
                component={RouterLink}
                to={`/communications/${message.id}`}
                onClick={() => remove(message.id)}
              >
                {t('communications.streamed.open')}
              </Button>
            </div>
          </Stack>
          <IconButton
            size="small"
            aria-label={t('communications.streamed.dismiss', { title: message.title })}
            onClick={() => remove(message.id)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      ))}
    </Stack>
  );
}
