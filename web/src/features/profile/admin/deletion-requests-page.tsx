import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DEFAULT_PAGE_SIZE, ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { deletionQueueQueryOptions } from '../api/deletion-queue';
import type { DeletionRequest } from '../api/deletion-request';

/** The open account deletion requests, oldest first: who asked, why and when. */
export function DeletionRequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.deletionRequests.title'));
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const list = useQuery(deletionQueueQueryOptions(page + 1, perPage));

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('admin.deletionRequests.title')}
        description={t('admin.deletionRequests.description')}
      />
      <ResourceTable
        query={list}
        rows={(data) => data.items}
        rowKey={(request: DeletionRequest) => request.id}
        label={t('admin.deletionRequests.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🗂️"
            title={t('admin.deletionRequests.empty')}
            body={t('admin.deletionRequests.emptyBody')}
          />
        }
        cards
        columns={[
          {
            key: 'person',
            header: t('admin.deletionRequests.columns.person'),
            rowHeader: true,
            render: (request) => request.user.full_name,
          },
          {
            key: 'email',
            header: t('admin.deletionRequests.columns.email'),
            render: (request) => request.user.email ?? '—',
          },
          {
            key: 'reason',
            header: t('admin.deletionRequests.columns.reason'),
            cellStyle: { minWidth: 200, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
            render: (request) => request.reason ?? t('admin.deletionRequests.noReason'),
          },
          {
            key: 'date',
            header: t('admin.deletionRequests.columns.date'),
            nowrap: true,
            render: (request) => <DateText value={request.created_at} />,
          },
        ]}
        pagination={(data) => (
          <ListPagination
            meta={data.meta}
            page={page}
            perPage={perPage}
            onPageChange={setPage}
            onPerPageChange={(next) => {
              setPerPage(next);
              setPage(0);
            }}
          />
        )}
      />
    </Stack>
  );
}
