import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import { POST_MESSAGE_MAX_LENGTH, type Post } from '../api/feed';
import { useEditPostMessage } from '../hooks/use-edit-post-message';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

export type PostMessageProps = {
  post: Post;
  editing: boolean;
  onDoneEditing: () => void;
};

/** The post's message with its "edited" marker, or the author's inline editor. */
export function PostMessage({ post, editing, onDoneEditing }: PostMessageProps) {
  const { t } = useTranslation();
  if (editing) return <MessageEditor post={post} onDone={onDoneEditing} />;
  if (!post.message && post.edited_at === null) return null;
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {post.message}
      {post.edited_at !== null ? (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ ml: 1, whiteSpace: 'nowrap' }}
        >
          ({t('post.edited')})
        </Typography>
      ) : null}
    </Typography>
  );
}

type MessageEditorProps = { post: Post; onDone: () => void };

function MessageEditor({ post, onDone }: MessageEditorProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const mutation = useEditPostMessage(post.id);
  const [message, setMessage] = useState(post.message);
  const id = useId();
  const inputRef = useFocusOnMount<HTMLTextAreaElement>();
  const tooLong = message.length > POST_MESSAGE_MAX_LENGTH;
  const serverError = mutation.error
    ? (apiFieldErrors(mutation.error, i18n).message ?? errorMessage(mutation.error))
    : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    mutation.mutate(message.trim(), { onSuccess: onDone });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={1}>
        <TextInput
          id={`${id}-message`}
          label={t('post.messageLabel')}
          multiline
          minRows={2}
          maxRows={12}
          inputRef={inputRef}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={tooLong || Boolean(serverError)}
          helperText={
            serverError ??
            t('post.characters', {
              used: format.number(message.length),
              max: format.number(POST_MESSAGE_MAX_LENGTH),
            })
          }
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone} disabled={mutation.isPending}>
            {t('post.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} disabled={tooLong}>
            {t('post.saveMessage')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
