import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import type { PostComment } from '../api/comments';
import { useCommentMutation } from '../hooks/use-comment-mutation';

import { CommentForm } from './comment-form';

export type CommentItemProps = { postId: number; comment: PostComment };

/** One comment (or reply): author, date, text, and the actions the caller may take. A
 *  top-level comment lists its replies and can be answered. */
export function CommentItem({ postId, comment }: CommentItemProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const deletion = useCommentMutation(postId);
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const isReply = comment.parent_id !== null;

  const handleDelete = () => {
    deletion.mutate(
      { kind: 'delete', comment },
      {
        onSuccess: () => setConfirming(false),
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <Box
      component="li"
      aria-label={t(isReply ? 'post.replyBy' : 'post.commentBy', {
        name: comment.author.full_name,
      })}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
        <PersonAvatar person={comment.author} size={32} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
            <Typography variant="body2" component="p">
              <PersonLink person={comment.author} />{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                <DateText value={comment.created_at} />
                {comment.edited_at !== null ? ` · ${t('post.edited')}` : null}
              </Typography>
            </Typography>
            {editing ? (
              <Box sx={{ mt: 1 }}>
                <CommentForm
                  postId={postId}
                  label={t('post.editComment')}
                  submitLabel={t('post.saveComment')}
                  initialBody={comment.body}
                  focusOnMount
                  toAction={(body) => ({ kind: 'edit', comment, body })}
                  onDone={() => setEditing(false)}
                  onCancel={() => setEditing(false)}
                />
              </Box>
            ) : (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.body}
              </Typography>
            )}
          </Box>
          {!editing ? (
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.25 }}>
              {!isReply ? (
                <Button size="small" color="inherit" onClick={() => setReplying(true)}>
                  {t('post.reply')}
                </Button>
              ) : null}
              {comment.can_edit ? (
                <Button size="small" color="inherit" onClick={() => setEditing(true)}>
                  {t('post.edit')}
                </Button>
              ) : null}
              {comment.can_delete ? (
                <Button size="small" color="inherit" onClick={() => setConfirming(true)}>
                  {t('post.delete')}
                </Button>
              ) : null}
            </Stack>
          ) : null}

          {comment.replies.length > 0 ? (
            <Stack
              component="ul"
              spacing={1.25}
              aria-label={t('post.repliesTo', { name: comment.author.full_name })}
              sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}
            >
              {comment.replies.map((reply) => (
                <CommentItem key={reply.id} postId={postId} comment={reply} />
              ))}
            </Stack>
          ) : null}
          {replying ? (
            <Box sx={{ mt: 1 }}>
              <CommentForm
                postId={postId}
                label={t('post.replyTo', { name: comment.author.full_name })}
                submitLabel={t('post.sendReply')}
                focusOnMount
                toAction={(body) => ({ kind: 'reply', commentId: comment.id, body })}
                onDone={() => setReplying(false)}
                onCancel={() => setReplying(false)}
              />
            </Box>
          ) : null}
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={isReply ? t('post.deleteReplyTitle') : t('post.deleteCommentTitle')}
        body={t('post.deleteCommentBody')}
        confirmLabel={t('post.delete')}
        cancelLabel={t('post.cancel')}
        destructive
        pending={deletion.isPending}
        onConfirm={handleDelete}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
