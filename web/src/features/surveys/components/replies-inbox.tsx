import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  answerReplyMutation,
  myRepliesQueryOptions,
  REPLY_MAX_LENGTH,
  type SurveyThread,
} from '../api/replies';

import { ReplyForm, ThreadComment, ThreadLocked, ThreadMessages } from './thread-view';

/** "Respuestas a mis comentarios" (SUR-17): the threads on the person's own anonymous comments,
 *  each with the survey, the question, their comment, the messages and a box to answer (unless
 *  it is locked). */
export function RepliesInbox() {
  const { t } = useTranslation();
  const threads = useQuery(myRepliesQueryOptions());
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('surveys.replies.intro')}</Typography>
      <QueryContent
        query={threads}
        loadingLabel={t('surveys.replies.loading')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon="💬"
            title={t('surveys.replies.empty')}
            body={t('surveys.replies.emptyBody')}
          />
        }
      >
        {(list) => (
          <Stack
            component="ul"
            spacing={2}
            aria-label={t('surveys.replies.listLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {list.map((thread) => (
              <ThreadCard key={thread.box} thread={thread} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}

function ThreadCard({ thread }: { thread: SurveyThread }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const answer = useMutation(answerReplyMutation(thread.box));
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={`${id}-title`}
      data-box={thread.box}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography
            id={`${id}-title`}
            variant="h3"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {thread.survey_title}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t('surveys.replies.messages', {
              count: thread.messages.length,
              number: format.number(thread.messages.length),
            })}
          />
        </Stack>
        <ThreadComment thread={thread} viewer="respondent" />
        <ThreadMessages thread={thread} viewer="respondent" />
        {thread.locked ? (
          <ThreadLocked />
        ) : (
          <ReplyForm
            send={(text) => answer.mutateAsync(text)}
            pending={answer.isPending}
            helperText={t('surveys.replies.fieldHelp', {
              max: format.number(REPLY_MAX_LENGTH),
            })}
          />
        )}
      </Stack>
    </Paper>
  );
}
