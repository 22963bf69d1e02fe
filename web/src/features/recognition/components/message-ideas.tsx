import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useAppStore } from '@/stores/app-store';

import { suggestRecognitionMessages, type RecognitionMessagesInput } from '../api/recognition';

export type MessageIdeasProps = {
  /** What the messages are woven from: the chosen type, values and receivers' first names. */
  input: () => Omit<RecognitionMessagesInput, 'language'>;
  /** Puts the chosen message in the message field. */
  onChoose: (message: string) => void;
};

/** "Sugerir mensaje" (the ideas module's generator, shown while the organisation has ideas on):
 *  asks for a few messages built from the type, values and receivers chosen so far, and a click
 *  on one fills the message field. */
export function MessageIdeas({ input, onChoose }: MessageIdeasProps) {
  const { t, i18n } = useTranslation();
  const on = useAppStore((state) => state.services.ideas);
  const errorMessage = useApiErrorMessage();
  const ask = useMutation({
    mutationFn: () =>
      suggestRecognitionMessages({
        ...input(),
        language: i18n.language.startsWith('en') ? 'en' : 'es',
      }),
  });
  if (!on) return null;
  const messages = ask.data?.messages ?? [];
  return (
    <Stack spacing={1}>
      <Box>
        <Button
          size="small"
          startIcon={<AutoAwesomeOutlined />}
          loading={ask.isPending}
          loadingPosition="start"
          onClick={() => ask.mutate()}
        >
          {messages.length > 0 ? t('send.ideas.again') : t('send.ideas.open')}
        </Button>
      </Box>
      {ask.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(ask.error)}
        </Alert>
      ) : null}
      {messages.length > 0 ? (
        <Box
          role="region"
          aria-label={t('send.ideas.title')}
          sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('send.ideas.title')}
            </Typography>
            <IconButton size="small" aria-label={t('send.ideas.close')} onClick={() => ask.reset()}>
              <Close fontSize="small" />
            </IconButton>
          </Stack>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {messages.map((message) => (
              <Box component="li" key={message}>
                <ButtonBase
                  onClick={() => {
                    onChoose(message);
                    ask.reset();
                  }}
                  sx={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'left',
                    p: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'background.paper',
                    '&:hover': { borderColor: 'primary.main' },
                  }}
                >
                  <Typography variant="body2">{message}</Typography>
                </ButtonBase>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
