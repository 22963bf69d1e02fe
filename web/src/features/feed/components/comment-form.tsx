import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import { COMMENT_MAX_LENGTH } from '../api/comments';
import { useCommentMutation, type CommentAction } from '../hooks/use-comment-mutation';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

export type CommentFormProps = {
  postId: number;
  label: string;
  submitLabel: string;
  /** Builds the mutation from the typed text (add, reply or edit). */
  toAction: (body: string) => CommentAction;
  initialBody?: string;
  /** Focus the text box when the form opens (reply and edit boxes). */
  focusOnMount?: boolean;
  /** Called after a successful save; the form empties itself otherwise. */
  onDone?: () => void;
  onCancel?: () => void;
};

/** A comment, reply or edit box with its character counter (1000 max). */
export function CommentForm({
  postId,
  label,
  submitLabel,
  toAction,
  initialBody = '',
  focusOnMount = false,
  onDone,
  onCancel,
}: CommentFormProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const mutation = useCommentMutation(postId);
  const [body, setBody] = useState(initialBody);
  const [emptyTried, setEmptyTried] = useState(false);
  const id = useId();
  const inputRef = useFocusOnMount<HTMLTextAreaElement>(focusOnMount);
  const trimmed = body.trim();
  const tooLong = body.length > COMMENT_MAX_LENGTH;

  const serverError = mutation.error
    ? (apiFieldErrors(mutation.error, i18n).body ?? errorMessage(mutation.error))
    : undefined;
  const clientError = emptyTried && !trimmed ? t('post.commentRequired') : undefined;
  const error = clientError ?? serverError;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      setEmptyTried(true);
      return;
    }
    if (tooLong) return;
    mutation.mutate(toAction(trimmed), {
      onSuccess: () => {
        setEmptyTried(false);
        if (onDone) onDone();
        else setBody('');
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={1}>
        <TextInput
          id={`${id}-body`}
          label={label}
          multiline
          minRows={1}
          maxRows={8}
          size="small"
          inputRef={inputRef}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={Boolean(error) || tooLong}
          helperText={
            error ??
            t('post.characters', {
              used: format.number(body.length),
              max: format.number(COMMENT_MAX_LENGTH),
            })
          }
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel ? (
            <Button size="small" onClick={onCancel} disabled={mutation.isPending}>
              {t('post.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="small"
            variant="contained"
            loading={mutation.isPending}
            disabled={tooLong}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
