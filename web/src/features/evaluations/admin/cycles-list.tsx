import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/ArrowForward';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { StatusLine } from '../components/status-line';

import { cyclesQueryOptions } from './api';
import { PhaseChip } from './chips';
import { ProgressText } from './progress-text';
import { PHASES, type Phase } from './types';

export type CyclesListProps = {
  onCreate: () => void;
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
};

/** The console's evaluation cycles: each with its phase in words, how many reviews are in and
 *  its status line; a new cycle, one cycle's page and its editor. */
export function CyclesList({ onCreate, onOpen, onEdit }: CyclesListProps) {
  const { t } = useTranslation();
  const id = useId();
  useDocumentTitle(t('evaluations.admin.title'));
  const [filter, setFilter] = useState<Phase | 'all'>('all');
  const { page, perPage, setPage, controls } = useListPaging();
  const list = useQuery(cyclesQueryOptions(filter === 'all' ? null : filter, page, perPage));

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('evaluations.admin.title')}
        description={t('evaluations.admin.description')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
            {t('evaluations.admin.create')}
          </Button>
        }
      />
      <SelectInput
        id={`${id}-status`}
        label={t('evaluations.admin.filter')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as Phase | 'all');
          setPage(0);
        }}
        fullWidth={false}
        options={[
          { value: 'all', label: t('evaluations.admin.filterAll') },
          ...PHASES.map((phase) => ({
            value: phase,
            label: t(`evaluations.admin.phase.${phase}`),
          })),
        ]}
      />
      <ResourceTable
        tableId="evaluation-cycles"
        query={list}
        rows={(data) => data.items}
        rowKey={(cycle) => String(cycle.id)}
        rowProps={(cycle) => ({ 'data-cycle': String(cycle.id) })}
        label={t('evaluations.admin.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="📋"
            title={t('evaluations.admin.empty')}
            body={t('evaluations.admin.emptyBody')}
            action={
              <Button variant="outlined" startIcon={<Add />} onClick={onCreate}>
                {t('evaluations.admin.create')}
              </Button>
            }
          />
        }
        columns={[
          {
            key: 'name',
            header: t('evaluations.admin.columns.name'),
            rowHeader: true,
            cellStyle: { maxWidth: 320, overflowWrap: 'anywhere' },
            sortValue: (cycle) => cycle.name,
            render: (cycle) => (
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {cycle.name}
              </Typography>
            ),
          },
          {
            key: 'phase',
            header: t('evaluations.admin.columns.phase'),
            sortValue: (cycle) => PHASES.indexOf(cycle.phase),
            render: (cycle) => <PhaseChip phase={cycle.phase} />,
          },
          {
            key: 'progress',
            header: t('evaluations.admin.columns.progress'),
            sortValue: (cycle) =>
              cycle.counts.reviews_total === 0
                ? -1
                : cycle.counts.reviews_submitted / cycle.counts.reviews_total,
            render: (cycle) => <ProgressText counts={cycle.counts} />,
          },
          {
            key: 'statusLine',
            header: t('evaluations.admin.columns.statusLine'),
            cellStyle: { minWidth: 220 },
            render: (cycle) => <StatusLine line={cycle.status_line} />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (cycle) => (
            <>
              <IconButton
                aria-label={t('evaluations.admin.open', { name: cycle.name })}
                onClick={() => onOpen(cycle.id)}
              >
                <OpenInNew />
              </IconButton>
              {cycle.phase === 'closed' ? null : (
                <IconButton
                  aria-label={t('evaluations.admin.edit', { name: cycle.name })}
                  onClick={() => onEdit(cycle.id)}
                >
                  <EditOutlined />
                </IconButton>
              )}
            </>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
    </Stack>
  );
}
