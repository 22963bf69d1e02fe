import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { DateTimeText } from '@/components/date-text';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { Panel } from '@/components/layout/panel';
import { StatFigure, StatTile, StatTiles } from '@/components/layout/stat-tiles';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  ACK_STATUSES,
  acknowledgementsCsvMutation,
  acknowledgementsQueryOptions,
  type AckStatus,
  type AcknowledgementRow,
  type FileDetail,
} from '../api/files';
import { shortHash } from '../lib/file-rules';

/** The file's name made safe for a downloaded file's name. */
function csvName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'documento'}-confirmaciones.csv`;
}

/** "Confirmaciones" (managers): how many of the audience confirmed the current version, each
 *  person confirmed or pending (filtered, a page at a time), and the evidence as CSV. */
export function AckReport({ file }: { file: FileDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [status, setStatus] = useState<AckStatus>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(acknowledgementsQueryOptions(file.id, status, page));
  const report = query.data?.report;
  return (
    <Panel
      level={2}
      title={t('files.report.title')}
      description={t('files.report.lead', { number: file.current.number })}
    >
      <Stack spacing={2}>
        {report ? (
          <StatTilesRow
            audience={format.number(report.audience)}
            confirmed={format.number(report.confirmed)}
            pending={format.number(report.pending)}
          />
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack
            direction="row"
            useFlexGap
            role="group"
            aria-label={t('files.report.filter')}
            sx={{ gap: 1, flexWrap: 'wrap' }}
          >
            {ACK_STATUSES.map((value) => (
              <Chip
                key={value}
                label={t(`files.report.statuses.${value}`)}
                color={status === value ? 'primary' : 'default'}
                variant={status === value ? 'filled' : 'outlined'}
                aria-pressed={status === value}
                onClick={() => {
                  setStatus(value);
                  setPage(1);
                }}
              />
            ))}
          </Stack>
          <DownloadButton
            mutation={acknowledgementsCsvMutation(file.id)}
            fileName={csvName(file.name)}
            label={t('files.report.csv')}
            icon={<DownloadOutlined />}
          />
        </Stack>
        {query.isPending ? (
          <LoadingBlock label={t('files.report.loading')} />
        ) : query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : report && report.rows.length === 0 ? (
          <EmptyState title={t(`files.report.empty.${status}`)} />
        ) : report ? (
          <>
            <DataTable<AcknowledgementRow>
              rows={report.rows}
              rowKey={(row) => row.person.id}
              label={t('files.report.tableLabel')}
              cards
              rowProps={() => ({ 'data-testid': 'ack-row' })}
              columns={[
                {
                  key: 'person',
                  header: t('files.report.person'),
                  rowHeader: true,
                  render: (row) => (
                    <Stack sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{row.person.full_name}</Typography>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {[row.person.email, row.person.department_name].filter(Boolean).join(' · ')}
                      </Typography>
                    </Stack>
                  ),
                },
                {
                  key: 'status',
                  header: t('files.report.status'),
                  render: (row) =>
                    row.status === 'confirmed' ? (
                      <Chip size="small" color="success" label={t('files.chips.confirmed')} />
                    ) : (
                      <Chip size="small" color="warning" label={t('files.chips.toConfirm')} />
                    ),
                },
                {
                  key: 'when',
                  header: t('files.report.when'),
                  render: (row) =>
                    row.acknowledgement ? (
                      <Stack>
                        <Typography variant="body2">
                          <DateTimeText value={row.acknowledgement.confirmed_at} />
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('files.report.ofVersion', {
                            number: row.acknowledgement.version_number,
                            hash: shortHash(row.acknowledgement.sha256),
                          })}
                        </Typography>
                      </Stack>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('files.report.never')}
                      </Typography>
                    ),
                },
              ]}
            />
            {page > 1 || query.data?.hasMore ? (
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
              >
                <Typography variant="body2" color="text.secondary">
                  {t('files.report.page', { page })}
                </Typography>
                <Button
                  disabled={page <= 1 || query.isFetching}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {t('files.report.previous')}
                </Button>
                <Button
                  disabled={!query.data?.hasMore || query.isFetching}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('files.report.next')}
                </Button>
              </Stack>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Panel>
  );
}

function StatTilesRow({
  audience,
  confirmed,
  pending,
}: {
  audience: string;
  confirmed: string;
  pending: string;
}) {
  const { t } = useTranslation();
  return (
    <StatTiles minWidth={160}>
      <StatTile label={t('files.report.audience')}>
        <StatFigure>{audience}</StatFigure>
      </StatTile>
      <StatTile label={t('files.report.confirmedCount')}>
        <StatFigure>{confirmed}</StatFigure>
      </StatTile>
      <StatTile label={t('files.report.pendingCount')}>
        <StatFigure>{pending}</StatFigure>
      </StatTile>
    </StatTiles>
  );
}
