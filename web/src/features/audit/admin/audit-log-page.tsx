import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateTimeText } from '@/components/date-text';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  AUDIT_EXPORT_FILE_NAME,
  auditLogQueryOptions,
  exportAuditMutation,
  type AuditActor,
  type AuditEntry,
} from '../api/audit-log';

import { AuditChange } from './audit-change';
import { EMPTY_AUDIT_FILTERS, toAuditFilters, type AuditFilterValues } from './audit-filter-values';
import { AuditFilters } from './audit-filters';
import { useAuditLabels } from './audit-labels';

/** Who acted, as a line and what identifies them under it. */
function ActorText({ actor }: { actor: AuditActor }) {
  const { t } = useTranslation();
  const name =
    actor.type === 'user'
      ? (actor.name ?? t('audit.actor.person', { id: actor.id }))
      : actor.type === 'api_key'
        ? t('audit.actor.apiKey', { name: actor.name ?? `#${actor.id}` })
        : t('audit.actor.system');
  const detail = actor.type === 'user' ? actor.email : actor.type === 'system' ? actor.name : null;
  return (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {name}
      </Typography>
      {detail ? (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {detail}
        </Typography>
      ) : null}
    </>
  );
}

/** The console's audit trail: every admin action and every movement of points or rights, newest
 *  first, with who did it, from where, what and the change; filters, and "Exportar .xlsx" of
 *  what they select. */
export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('audit.title'));
  const labels = useAuditLabels();
  const [filters, setFilters] = useState<AuditFilterValues>(EMPTY_AUDIT_FILTERS);
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const requestFilters = toAuditFilters(filters);
  const list = useQuery(auditLogQueryOptions(requestFilters, page + 1, perPage));

  const handleFilters = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('audit.title')}
        description={t('audit.description')}
        action={
          <DownloadButton
            mutation={exportAuditMutation(requestFilters)}
            fileName={AUDIT_EXPORT_FILE_NAME}
            label={t('audit.export')}
            icon={<FileDownloadOutlined />}
          />
        }
      />
      <AuditFilters value={filters} onChange={handleFilters} />
      <ResourceTable
        tableId="audit"
        query={list}
        rows={(data) => data.items}
        rowKey={(entry: AuditEntry) => entry.id}
        rowProps={(entry) => ({ 'data-audit-entry': String(entry.seq) })}
        label={t('audit.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={<EmptyState icon="🔎" title={t('audit.empty')} body={t('audit.emptyBody')} />}
        columns={[
          {
            key: 'when',
            header: t('audit.columns.when'),
            nowrap: true,
            render: (entry) => <DateTimeText value={entry.created_at} />,
          },
          {
            key: 'who',
            header: t('audit.columns.who'),
            cellStyle: { maxWidth: 220 },
            render: (entry) => <ActorText actor={entry.actor} />,
          },
          {
            key: 'action',
            header: t('audit.columns.action'),
            rowHeader: true,
            render: (entry) => (
              <>
                <Typography component="span" sx={{ display: 'block' }}>
                  {labels.action(entry.action)}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t('audit.target', {
                    type: labels.target(entry.target_type),
                    id: entry.target_id,
                  })}
                </Typography>
              </>
            ),
          },
          {
            key: 'change',
            header: t('audit.columns.change'),
            cellStyle: { minWidth: 220, maxWidth: 420 },
            render: (entry) => <AuditChange before={entry.before} after={entry.after} />,
          },
          {
            key: 'address',
            header: t('audit.columns.address'),
            nowrap: true,
            render: (entry) => entry.address || '—',
          },
        ]}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
    </Stack>
  );
}
