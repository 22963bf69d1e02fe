// The messages between the reporter and the committee (sealed under the case key, shown to the
// reporter through the receipt and passphrase, to the case's access list when it opens it),
// with a box to send one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { TextInput } from '@/components/form/text-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import type { ComplaintMessage } from '../api/cases';

export type ThreadMessage = ComplaintMessage;

export type MessageThreadProps = {
  messages: readonly ThreadMessage[];
  /** Whose screen it is: their own messages sit on the right. */
  viewer: 'reporter' | 'handler';
  onSend?: (body: string) => Promise<unknown>;
  /** Sending is closed (an archived case). */
  readOnly?: boolean;
};

export function MessageThread({ messages, viewer, onSend, readOnly }: MessageThreadProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const fieldId = useId();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSend || !body.trim()) return;
    setSending(true);
    setError(null);
    try {
      await onSend(body.trim());
      setBody('');
    } catch (caught) {
      setError(caught);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2}>
      {messages.length === 0 ? (
        <Typography color="text.secondary">{t('complaints.messages.none')}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => {
            const own = message.author === viewer;
            return (
              <Box
                component="li"
                key={message.seq}
                sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
                data-testid="complaint-message"
              >
                <Paper
                  variant="outlined"
                  sx={{
                    p: 1.5,
                    maxWidth: '85%',
                    bgcolor: own ? 'action.hover' : 'background.paper',
                  }}
                >
                  <Typography variant="body2" color="text.secondary" component="p">
                    {message.author === 'reporter'
                      ? t('complaints.messages.fromReporter')
                      : (message.author_person?.full_name ??
                        t('complaints.messages.fromCommittee'))}
                    {' · '}
                    <DateText value={message.created_day} />
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.body}
                  </Typography>
                </Paper>
              </Box>
            );
          })}
        </Stack>
      )}
      {onSend && !readOnly ? (
        <Stack component="form" spacing={1} onSubmit={(event) => void send(event)}>
          <TextInput
            id={`${fieldId}-1`}
            multiline
            minRows={2}
            label={t('complaints.messages.write')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            disabled={sending}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            disabled={sending || !body.trim()}
            sx={{ alignSelf: 'flex-end' }}
          >
            {sending ? t('complaints.messages.sending') : t('complaints.messages.send')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
