import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { DateTimeText } from '@/components/date-text';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import { REPLY_MAX_LENGTH, replyText, type SurveyThread } from '../api/replies';

/** Who reads the thread: its comment's author (their own messages are "Tú") or an admin (the
 *  author stays "anonymous"). */
export type ThreadViewer = 'respondent' | 'organization';

/** The comment a thread is about, as a quote under its question. */
export function ThreadComment({ thread, viewer }: { thread: SurveyThread; viewer: ThreadViewer }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('surveys.replies.question', { title: thread.question_title })}
      </Typography>
      <Box component="figure" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" component="figcaption">
          {t(viewer === 'respondent' ? 'surveys.replies.yourComment' : 'surveys.replies.comment')}
        </Typography>
        <Typography
          component="blockquote"
          sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {thread.comment}
        </Typography>
      </Box>
    </Stack>
  );
}

/** A thread's messages in order: the organisation's with the admin's name, the author's as "Tú"
 *  (to themselves) or as the anonymous author (to admins). */
export function ThreadMessages({ thread, viewer }: { thread: SurveyThread; viewer: ThreadViewer }) {
  const { t } = useTranslation();
  if (thread.messages.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('surveys.replies.noMessages')}
      </Typography>
    );
  const who = (message: SurveyThread['messages'][number]) => {
    if (message.from === 'respondent')
      return t(viewer === 'respondent' ? 'surveys.replies.you' : 'surveys.replies.anonymous');
    return message.author
      ? t('surveys.replies.organization', { name: message.author })
      : t('surveys.replies.theOrganization');
  };
  return (
    <Stack
      component="ol"
      spacing={1}
      aria-label={t('surveys.replies.messagesLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {thread.messages.map((message) => {
        const own = (message.from === 'respondent') === (viewer === 'respondent');
        return (
          <Box
            component="li"
            key={message.id}
            data-from={message.from}
            sx={{
              p: 1.5,
              borderRadius: 2,
              bgcolor: own ? 'action.selected' : 'action.hover',
              // The reader's own messages on the right (Stack resets its children's margins).
              alignSelf: own ? 'flex-end' : 'flex-start',
              maxWidth: { xs: '90%', sm: '80%' },
              minWidth: 0,
            }}
          >
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {who(message)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <DateTimeText value={message.created_at} />
              </Typography>
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {message.text}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/** "La conversación está cerrada": a locked thread takes no messages. */
export function ThreadLocked() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" icon={<LockOutlined fontSize="inherit" />}>
      <strong>{t('surveys.replies.locked')}</strong>. {t('surveys.replies.lockedBody')}
    </Alert>
  );
}

export type ReplyFormProps = {
  /** Sends the trimmed text; a 422 invalid_reply shows on the field, a 409 thread_locked above. */
  send: (text: string) => Promise<unknown>;
  pending: boolean;
  helperText: string;
};

/** A reply's box (1 to 2,000 characters) and its button; empties itself once sent. */
export function ReplyForm({ send, pending, helperText }: ReplyFormProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const max = format.number(REPLY_MAX_LENGTH);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const reply = replyText(text);
    if (reply === null) {
      setFieldError(t('surveys.replies.invalid', { max }));
      return;
    }
    setFieldError(null);
    send(reply).then(
      () => {
        setText('');
        showToast(t('surveys.replies.sent'), 'success');
      },
      (error: unknown) => {
        const problem = toApiError(error);
        if (problem.status === 422 || problem.code === 'invalid_reply')
          setFieldError(t('surveys.replies.invalid', { max }));
        else if (problem.code === 'thread_locked') setFailure(t('surveys.replies.threadLocked'));
        else setFailure(errorMessage(error));
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={1}>
        <TextInput
          id={`${id}-reply`}
          label={t('surveys.replies.field')}
          multiline
          minRows={2}
          maxRows={10}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? helperText}
          inputProps={{ maxLength: REPLY_MAX_LENGTH }}
        />
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={pending}>
            {t('surveys.replies.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
