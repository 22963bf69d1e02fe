import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { TextInput } from '@/components/form/text-input';
import { PersonAvatar } from '@/components/people/person-avatar';

import {
  commentIdea,
  deleteIdeaComment,
  editIdeaComment,
  IDEA_LIMITS,
  refreshIdeas,
  type IdeaComment,
  type IdeaDetail,
} from '../api/ideas';
import { threadComments } from '../lib/threads';
import { useErrorText } from '../lib/use-error-text';

/** An idea's comments, one level of replies under each, oldest first: a box for a new one, a
 *  reply under each top comment, and its author's edit and delete within 15 minutes. */
export function IdeaComments({ idea }: { idea: IdeaDetail }) {
  const { t } = useTranslation();
  const threads = threadComments(idea.comments);
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h2">
        {t('suggestions.comments.title', { count: idea.comments.length })}
      </Typography>
      {threads.length === 0 ? (
        <Typography color="text.secondary">{t('suggestions.comments.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {threads.map(({ comment, replies }) => (
            <Box component="li" key={comment.id}>
              <CommentView ideaId={idea.id} comment={comment} />
              <Stack
                component="ul"
                spacing={1.5}
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, pl: { xs: 3, sm: 5 } }}
              >
                {replies.map((reply) => (
                  <Box component="li" key={reply.id}>
                    <CommentView ideaId={idea.id} comment={reply} />
                  </Box>
                ))}
              </Stack>
              {comment.deleted ? null : <ReplyBox ideaId={idea.id} parent={comment} />}
            </Box>
          ))}
        </Stack>
      )}
      <CommentBox ideaId={idea.id} parentId={null} label={t('suggestions.comments.new')} />
    </Stack>
  );
}

function CommentView({ ideaId, comment }: { ideaId: number; comment: IdeaComment }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(comment.body);
  const save = useMutation({
    mutationFn: () => editIdeaComment(ideaId, comment.id, body.trim()),
    onSuccess: () => {
      setEditing(false);
      return refreshIdeas(client);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteIdeaComment(ideaId, comment.id),
    onSuccess: () => refreshIdeas(client),
  });
  const error = save.error ?? remove.error;
  return (
    <Stack direction="row" spacing={1}>
      <PersonAvatar person={comment.author} size={32} />
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2">
          <strong>{comment.author.full_name}</strong> · <DateTimeText value={comment.created_at} />
          {comment.edited_at ? ` · ${t('suggestions.comments.edited')}` : ''}
        </Typography>
        {comment.deleted ? (
          <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('suggestions.comments.deleted')}
          </Typography>
        ) : editing ? (
          <Stack
            component="form"
            spacing={1}
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (body.trim() !== '') save.mutate();
            }}
          >
            <TextInput
              id={`${id}-edit`}
              label={t('suggestions.comments.editLabel')}
              multiline
              minRows={2}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              inputProps={{ maxLength: IDEA_LIMITS.comment }}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" size="small" variant="contained" loading={save.isPending}>
                {t('suggestions.comments.save')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  setEditing(false);
                  setBody(comment.body);
                }}
              >
                {t('suggestions.comments.cancel')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Typography>
        )}
        {comment.can_edit && !comment.deleted && !editing ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setEditing(true)}>
              {t('suggestions.comments.edit')}
            </Button>
            <Button
              size="small"
              color="error"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('suggestions.comments.delete')}
            </Button>
          </Stack>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {errorText(error)}
          </Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}

function ReplyBox({ ideaId, parent }: { ideaId: number; parent: IdeaComment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Box sx={{ pl: { xs: 3, sm: 5 }, mt: 0.5 }}>
        <Button
          size="small"
          onClick={() => setOpen(true)}
          aria-label={t('suggestions.comments.replyTo', { name: parent.author.full_name })}
        >
          {t('suggestions.comments.reply')}
        </Button>
      </Box>
    );
  return (
    <Box sx={{ pl: { xs: 3, sm: 5 }, mt: 1 }}>
      <CommentBox
        ideaId={ideaId}
        parentId={parent.id}
        label={t('suggestions.comments.replyTo', { name: parent.author.full_name })}
        onDone={() => setOpen(false)}
      />
    </Box>
  );
}

function CommentBox({
  ideaId,
  parentId,
  label,
  onDone,
}: {
  ideaId: number;
  parentId: number | null;
  label: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => commentIdea(ideaId, body.trim(), parentId),
    onSuccess: () => {
      setBody('');
      onDone?.();
      return refreshIdeas(client);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() !== '') send.mutate();
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit}>
      <TextInput
        id={`${id}-comment`}
        label={label}
        multiline
        minRows={2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        inputProps={{ maxLength: IDEA_LIMITS.comment }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={send.isPending || body.trim() === ''}>
          {parentId === null ? t('suggestions.comments.send') : t('suggestions.comments.sendReply')}
        </Button>
      </Box>
      {send.isError ? (
        <Alert severity="error" role="alert">
          {errorText(send.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
