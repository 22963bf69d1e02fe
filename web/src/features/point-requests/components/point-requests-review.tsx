import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  REVIEW_FILTERS,
  reviewPointRequestsQueryOptions,
  type PointRequest,
  type ReviewFilter,
} from '../api/point-requests';

import { ApproveDialog, RejectDialog } from './decision-dialogs';
import { DecisionSummary } from './decision-summary';
import { PointRequestStatusChip } from './point-request-status-chip';
import { RequestAttachmentLink } from './request-attachment-link';

type Deciding = { request: PointRequest; decision: 'approve' | 'reject' };

/** The requests the caller may decide (the people they lead; everyone's for admins), pending
 *  ones first by default and narrowed by status: who asked, how many points, why, the file, when
 *  and where each stands; a pending one is approved (with an optional note) or rejected (with
 *  its reason) in a dialog. Shared by the console section and the leaders' page. */
export function PointRequestsReview() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const list = useQuery(reviewPointRequestsQueryOptions(filter, page + 1, perPage));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const close = () => setDeciding(null);

  return (
    <Stack spacing={2}>
      <SelectInput
        id={`${id}-status`}
        label={t('pointRequests.review.filter')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as ReviewFilter);
          setPage(0);
        }}
        options={REVIEW_FILTERS.map((value) => ({
          value,
          label: t(`pointRequests.review.filters.${value}`),
        }))}
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <ResourceTable
        tableId="point-requests"
        query={list}
        rows={(data) => data.items}
        rowKey={(request: PointRequest) => request.id}
        rowProps={(request) => ({ 'data-point-request': String(request.id) })}
        label={t('pointRequests.review.tableLabel')}
        loadingLabel={t('pointRequests.review.loading')}
        empty={
          <EmptyState
            icon="🙋"
            title={t(`pointRequests.review.empty.${filter}`)}
            body={t('pointRequests.review.emptyBody')}
          />
        }
        columns={[
          {
            key: 'person',
            header: t('pointRequests.review.columns.person'),
            rowHeader: true,
            render: (request) => request.requester.full_name,
          },
          {
            key: 'amount',
            header: t('pointRequests.review.columns.amount'),
            align: 'right',
            nowrap: true,
            render: (request) => format.number(request.amount),
          },
          {
            key: 'reason',
            header: t('pointRequests.review.columns.reason'),
            cellStyle: {
              minWidth: 200,
              maxWidth: 360,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
            },
            render: (request) => request.reason,
          },
          {
            key: 'attachment',
            header: t('pointRequests.review.columns.attachment'),
            cellStyle: { maxWidth: 220 },
            render: (request) =>
              request.attachment ? <RequestAttachmentLink attachment={request.attachment} /> : '—',
          },
          {
            key: 'date',
            header: t('pointRequests.review.columns.date'),
            nowrap: true,
            render: (request) => <DateText value={request.created_at} />,
          },
          {
            key: 'status',
            header: t('pointRequests.review.columns.status'),
            cellStyle: { minWidth: 160, maxWidth: 280 },
            render: (request) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <PointRequestStatusChip status={request.status} />
                <DecisionSummary request={request} />
              </Stack>
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (request) =>
            request.status === 'pending' ? (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  size="small"
                  variant="contained"
                  sx={{ whiteSpace: 'nowrap' }}
                  aria-label={t('pointRequests.review.approve.label', {
                    name: request.requester.full_name,
                  })}
                  onClick={() => setDeciding({ request, decision: 'approve' })}
                >
                  {t('pointRequests.review.approve.action')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  sx={{ whiteSpace: 'nowrap' }}
                  aria-label={t('pointRequests.review.reject.label', {
                    name: request.requester.full_name,
                  })}
                  onClick={() => setDeciding({ request, decision: 'reject' })}
                >
                  {t('pointRequests.review.reject.action')}
                </Button>
              </Stack>
            ) : null,
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
      {deciding?.decision === 'approve' ? (
        <ApproveDialog request={deciding.request} onClose={close} />
      ) : deciding?.decision === 'reject' ? (
        <RejectDialog request={deciding.request} onClose={close} />
      ) : null}
    </Stack>
  );
}
