import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadMore } from '@/components/feedback/load-more';
import { LoadingBlock } from '@/components/feedback/loading-block';

import { mySupportMessagesQueryOptions, type SupportMessage } from '../api/support';

import { MessageText } from './message-text';
import { topicLabel } from './topic-label';

/** "Mis mensajes": what the person sent to support, newest first, a page at a time. */
export function MyMessages() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useInfiniteQuery(mySupportMessagesQueryOptions());
  const messages = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId}>
        {t('support.messages.title')}
      </Typography>
      {query.isPending ? (
        <LoadingBlock label={t('support.messages.loading')} />
      ) : query.isError && messages.length === 0 ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : messages.length === 0 ? (
        <EmptyState title={t('support.messages.empty')} body={t('support.messages.emptyBody')} />
      ) : (
        <Stack spacing={2}>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </Stack>
          <LoadMore query={query} label={t('support.messages.loadMore')} />
        </Stack>
      )}
    </Stack>
  );
}

function MessageItem({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid="support-message"
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {message.reference}
            </Typography>
            <Chip size="small" label={topicLabel(t, message.topic)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <DateTimeText value={message.created_at} />
          </Typography>
        </Stack>
        <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        <MessageText text={message.message} />
        {message.page ? (
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('support.form.from', { page: message.page })}
            </Typography>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
