import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TableSort } from '@/components/data/data-table';
import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { allRecognitionTypesQueryOptions } from '@/lib/calls/recognition-types';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrgWording } from '@/lib/use-org-wording';

import { adminRecognitionsQueryOptions, type AdminPost } from '../api/admin-recognitions';

import { FiledChip } from './filed-chip';
import { RecognitionDrawer } from './recognition-drawer';
import {
  EMPTY_FILTERS,
  toRecognitionFilters,
  toRecognitionSort,
  type FilterValues,
} from './recognition-filter-values';
import { RecognitionFilters } from './recognition-filters';
import { describeTypes, receiversLabel } from './recognition-labels';

/** Every recognition (archived ones included), filtered, sorted by date or points and paged, with
 *  a detail drawer. */
export function RecognitionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.recognitions.title'));
  const format = useNumberFormat();
  const wording = useOrgWording();
  const [filters, setFilters] = useState<FilterValues>(EMPTY_FILTERS);
  const { page, perPage, setPage, controls: paging } = useListPaging();
  // Sorted on the server by date or points: the order spans every page, not only the one shown.
  const [sort, setSort] = useState<TableSort>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const types = useQuery(allRecognitionTypesQueryOptions());
  const list = useQuery(
    adminRecognitionsQueryOptions(page + 1, perPage, {
      ...toRecognitionFilters(filters),
      ...toRecognitionSort(sort),
    }),
  );

  const handleFilters = (next: FilterValues) => {
    setFilters(next);
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('admin.recognitions.title')}
        description={t('admin.recognitions.description')}
      />
      <RecognitionFilters value={filters} types={types.data ?? []} onChange={handleFilters} />
      <ResourceTable
        tableId="recognitions"
        query={list}
        rows={(data) => data.items}
        rowKey={(post: AdminPost) => post.id}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        label={t('admin.recognitions.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={<EmptyState icon="🔎" title={t('admin.recognitions.empty')} />}
        columns={[
          {
            key: 'date',
            header: t('admin.recognitions.columns.date'),
            nowrap: true,
            sortable: true,
            render: (post) => <DateText value={post.created_at} />,
          },
          {
            key: 'from',
            header: t('admin.recognitions.columns.from'),
            render: (post) => post.sender?.full_name ?? t('admin.recognitions.organisation'),
          },
          {
            key: 'to',
            header: t('admin.recognitions.columns.to'),
            render: (post) => receiversLabel(post, t),
          },
          {
            key: 'type',
            header: t('admin.recognitions.columns.type'),
            render: (post) => describeTypes(post, t, wording),
          },
          {
            key: 'points',
            header: t('admin.recognitions.columns.points'),
            align: 'right',
            sortable: true,
            render: (post) => format.number(post.total_points),
          },
          {
            key: 'message',
            header: t('admin.recognitions.columns.message'),
            cellStyle: { maxWidth: 260 },
            render: (post) => (
              <Typography variant="body2" noWrap title={post.message}>
                {post.message || '—'}
              </Typography>
            ),
          },
          {
            key: 'state',
            header: t('admin.recognitions.columns.state'),
            render: (post) => <FiledChip filed={post.filed} size="small" />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (post) => (
            <Button
              size="small"
              onClick={() => setOpenId(post.id)}
              aria-label={t('admin.recognitions.openLabel', { id: post.id })}
            >
              {t('admin.recognitions.open')}
            </Button>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
      {openId !== null ? (
        <RecognitionDrawer postId={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </Stack>
  );
}
