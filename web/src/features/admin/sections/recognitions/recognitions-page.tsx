import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { adminRecognitionsQueryOptions } from '@/api/admin-recognitions';
import { allRecognitionTypesQueryOptions } from '@/api/admin-types';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { TableScroll } from '@/components/table-scroll';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { SectionHeader } from '../../components/section-header';

import { RecognitionDrawer } from './recognition-drawer';
import {
  EMPTY_FILTERS,
  toRecognitionFilters,
  type FilterValues,
} from './recognition-filter-values';
import { RecognitionFilters } from './recognition-filters';
import { describeTypes, receiversLabel } from './recognition-labels';

const PAGE_SIZES = [10, 25, 50];

/** Every recognition (archived ones included), filtered and paged, with a detail drawer. */
export function RecognitionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.recognitions.title'));
  const format = useNumberFormat();
  const [filters, setFilters] = useState<FilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [openId, setOpenId] = useState<number | null>(null);
  const types = useQuery(allRecognitionTypesQueryOptions());
  const list = useQuery(
    adminRecognitionsQueryOptions(page + 1, perPage, toRecognitionFilters(filters)),
  );

  const handleFilters = (next: FilterValues) => {
    setFilters(next);
    setPage(0);
  };

  const content = (
    <QueryContent
      query={list}
      loadingLabel={t('admin.common.loading')}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState icon="🔎" title={t('admin.recognitions.empty')} />}
    >
      {(data) => (
        <Paper variant="outlined">
          <TableScroll label={t('admin.recognitions.tableLabel')} variant="border">
            <Table size="small" aria-label={t('admin.recognitions.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('admin.recognitions.columns.date')}</TableCell>
                  <TableCell scope="col">{t('admin.recognitions.columns.from')}</TableCell>
                  <TableCell scope="col">{t('admin.recognitions.columns.to')}</TableCell>
                  <TableCell scope="col">{t('admin.recognitions.columns.type')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('admin.recognitions.columns.points')}
                  </TableCell>
                  <TableCell scope="col">{t('admin.recognitions.columns.message')}</TableCell>
                  <TableCell scope="col">{t('admin.recognitions.columns.state')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('admin.common.actions')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((post) => (
                  <TableRow key={post.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <DateText value={post.created_at} />
                    </TableCell>
                    <TableCell>
                      {post.sender?.full_name ?? t('admin.recognitions.organisation')}
                    </TableCell>
                    <TableCell>{receiversLabel(post, t)}</TableCell>
                    <TableCell>{describeTypes(post, t)}</TableCell>
                    <TableCell align="right">{format.number(post.total_points)}</TableCell>
                    <TableCell sx={{ maxWidth: 260 }}>
                      <Typography variant="body2" noWrap title={post.message}>
                        {post.message || '—'}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {post.filed ? (
                        <Chip size="small" label={t('admin.recognitions.filedChip')} />
                      ) : (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="success"
                          label={t('admin.recognitions.visibleChip')}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => setOpenId(post.id)}
                        aria-label={t('admin.recognitions.openLabel', { id: post.id })}
                      >
                        {t('admin.recognitions.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <TablePagination
            component="div"
            count={data.meta.total ?? -1}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('admin.pagination.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('admin.pagination.displayed', {
                from: format.number(from),
                to: format.number(to),
                count: format.number(count),
              })
            }
            getItemAriaLabel={(type) => t(`admin.pagination.${type}`)}
          />
        </Paper>
      )}
    </QueryContent>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('admin.recognitions.title')}
        description={t('admin.recognitions.description')}
      />
      <RecognitionFilters value={filters} types={types.data ?? []} onChange={handleFilters} />
      {content}
      {openId !== null ? (
        <RecognitionDrawer postId={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </Stack>
  );
}
