import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ViewDialog } from '@/components/dialog/view-dialog';
import { QueryContent } from '@/components/feedback/query-content';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  commentThreadQueryOptions,
  lockThreadMutation,
  REPLY_MAX_LENGTH,
  replyToCommentMutation,
  type ResultComment,
  type SurveyThread,
} from '../../api/replies';
import {
  ReplyForm,
  ThreadComment,
  ThreadLocked,
  ThreadMessages,
} from '../../components/thread-view';

/** Under a comment of the results (SUR-17): when its author allowed replies, "Responder (N)"
 *  opens its thread; a locked one says so. Nothing for the other comments. */
export function CommentReplies({
  surveyId,
  comment,
}: {
  surveyId: number;
  comment: ResultComment;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [open, setOpen] = useState(false);
  const box = comment.reply_box;
  if (!box) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      component="span"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={<ChatBubbleOutline />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('surveys.replies.reply', { number: format.number(comment.replies) })}
      </Button>
      {comment.locked ? (
        <Chip
          size="small"
          variant="outlined"
          icon={<LockOutlined />}
          label={t('surveys.replies.lockedChip')}
        />
      ) : null}
      {open ? (
        <CommentThreadDialog surveyId={surveyId} box={box} onClose={() => setOpen(false)} />
      ) : null}
    </Stack>
  );
}

/** One comment's thread for an admin: the comment, the messages (the author anonymous), a reply
 *  (1 to 2,000 characters) and closing or reopening the conversation. */
export function CommentThreadDialog({
  surveyId,
  box,
  onClose,
}: {
  surveyId: number;
  box: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const thread = useQuery(commentThreadQueryOptions(surveyId, box));
  return (
    <ViewDialog title={t('surveys.replies.dialogTitle')} onClose={onClose} maxWidth="md">
      <QueryContent query={thread} loadingLabel={t('surveys.replies.loadingThread')}>
        {(data) => <ThreadBody surveyId={surveyId} thread={data} />}
      </QueryContent>
    </ViewDialog>
  );
}

function ThreadBody({ surveyId, thread }: { surveyId: number; thread: SurveyThread }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const reply = useMutation(replyToCommentMutation(surveyId, thread.box));
  const lock = useMutation(lockThreadMutation(surveyId, thread.box));
  const toggle = () =>
    lock.mutate(!thread.locked, {
      onSuccess: (saved) =>
        showToast(
          t(saved.locked ? 'surveys.replies.lockedDone' : 'surveys.replies.unlockedDone'),
          'success',
        ),
    });
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('surveys.replies.dialogIntro')}
      </Typography>
      <ThreadComment thread={thread} viewer="organization" />
      <ThreadMessages thread={thread} viewer="organization" />
      {thread.locked ? (
        <ThreadLocked />
      ) : (
        <ReplyForm
          send={(text) => reply.mutateAsync(text)}
          pending={reply.isPending}
          helperText={t('surveys.replies.adminFieldHelp', {
            max: format.number(REPLY_MAX_LENGTH),
          })}
        />
      )}
      {lock.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(lock.error)}
        </Alert>
      ) : null}
      <Box>
        <Button
          variant="outlined"
          startIcon={thread.locked ? <LockOpenOutlined /> : <LockOutlined />}
          onClick={toggle}
          loading={lock.isPending}
        >
          {t(thread.locked ? 'surveys.replies.unlock' : 'surveys.replies.lock')}
        </Button>
      </Box>
    </Stack>
  );
}
