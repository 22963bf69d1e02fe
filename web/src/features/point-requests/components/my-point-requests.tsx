import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { Panel } from '@/components/layout/panel';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  MY_REQUESTS_PAGE_SIZE,
  myPointRequestsQueryOptions,
  type PointRequest,
} from '../api/point-requests';

import { DecisionSummary } from './decision-summary';
import { PointRequestStatusChip } from './point-request-status-chip';
import { RequestAttachmentLink } from './request-attachment-link';

/** The member's point requests, newest first, a page at a time: the points, the status, when,
 *  the reason and file, and once decided who decided and their note or reason. */
export function MyPointRequests() {
  const { t } = useTranslation();
  return (
    <Panel level={2} title={t('pointRequests.mine.title')}>
      <MyPointRequestList />
    </Panel>
  );
}

function MyPointRequestList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(myPointRequestsQueryOptions(page));

  if (query.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label={t('pointRequests.mine.loading')} aria-busy>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, meta } = query.data;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState
        icon="🙋"
        title={t('pointRequests.mine.empty')}
        body={t('pointRequests.mine.emptyBody')}
      />
    );
  }
  const pages = Math.max(1, Math.ceil((meta.total ?? items.length) / MY_REQUESTS_PAGE_SIZE));

  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      <Stack
        component="ul"
        spacing={1}
        aria-label={t('pointRequests.mine.listLabel')}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </Stack>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            getItemAriaLabel={(type, item, selected) =>
              type === 'page'
                ? t(selected ? 'points.pageCurrent' : 'points.page', { page: item })
                : type === 'next'
                  ? t('points.nextPage')
                  : type === 'previous'
                    ? t('points.previousPage')
                    : type === 'first'
                      ? t('points.firstPage')
                      : t('points.lastPage')
            }
          />
        </Box>
      ) : null}
    </Stack>
  );
}

function RequestCard({ request }: { request: PointRequest }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5 }}
      data-point-request={String(request.id)}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          {t('pointRequests.amount', {
            count: request.amount,
            formatted: format.number(request.amount),
          })}
        </Typography>
        <PointRequestStatusChip status={request.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <DateText value={request.created_at} />
      </Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {request.reason}
      </Typography>
      {request.attachment ? (
        <Box sx={{ mt: 0.5 }}>
          <RequestAttachmentLink attachment={request.attachment} />
        </Box>
      ) : null}
      {request.status !== 'pending' ? (
        <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <DecisionSummary request={request} />
        </Box>
      ) : null}
    </Paper>
  );
}
