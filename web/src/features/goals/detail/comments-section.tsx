import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { TextInput } from '@/components/form/text-input';
import { PersonAvatar } from '@/components/people/person-avatar';

import { commentMutation, commentsQueryOptions } from '../api/goals';
import type { GoalDetail } from '../api/types';
import { useGoalErrorMessage } from '../lib/use-goal-error';

import { DetailSection } from './section';

const MAX = 1000;

/** Comments on the goal (GOA-7: leaders and anyone who sees it may comment). */
export function CommentsSection({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const errorMessage = useGoalErrorMessage();
  const comments = useQuery(commentsQueryOptions(goal.id));
  const send = useMutation(commentMutation(goal.id));
  const [body, setBody] = useState('');
  const [tooLong, setTooLong] = useState(false);
  return (
    <DetailSection title={t('goals.comments.title')} testId="comments">
      <QueryContent
        query={comments}
        loadingLabel={t('goals.comments.loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={<Typography color="text.secondary">{t('goals.comments.empty')}</Typography>}
      >
        {(data) => (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((comment) => (
              <Stack component="li" key={comment.id} direction="row" spacing={1.5}>
                <PersonAvatar person={comment.author} size={32} />
                <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                  <Typography variant="body2">
                    <strong>{comment.author.full_name}</strong> ·{' '}
                    <DateTimeText value={new Date(comment.created_at)} />
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment.body}
                  </Typography>
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryContent>
      {goal.can.comment ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const text = body.trim();
            if (text === '') return;
            if (text.length > MAX) return setTooLong(true);
            setTooLong(false);
            send.mutate(text, { onSuccess: () => setBody('') });
          }}
        >
          <Stack spacing={1}>
            <TextInput
              id={`goal-comment-${goal.id}`}
              label={t('goals.comments.new')}
              multiline
              minRows={2}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              error={tooLong}
              helperText={tooLong ? t('goals.comments.tooLong', { max: MAX }) : undefined}
            />
            {send.error ? (
              <Alert severity="error" role="alert">
                {errorMessage(send.error)}
              </Alert>
            ) : null}
            <Box>
              <Button
                type="submit"
                variant="outlined"
                loading={send.isPending}
                disabled={body.trim() === ''}
              >
                {t('goals.comments.send')}
              </Button>
            </Box>
          </Stack>
        </Box>
      ) : null}
    </DetailSection>
  );
}
