import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';

import { runsQueryOptions } from '../api/admin-tasks';

import { templateName } from './template-name';

/** The runs of templates: whose, from which template, anchored on which day, and how many of
 *  their tasks are done. */
export function RunsList() {
  const { t, i18n } = useTranslation();
  const { page, perPage, controls } = useListPaging();
  const list = useQuery(runsQueryOptions(page, perPage));
  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('tasks.admin.runs.title')}
        description={t('tasks.admin.runs.description')}
      />
      <ResourceTable
        tableId="taskRuns"
        query={list}
        rows={(data) => data.items}
        rowKey={(run) => String(run.id)}
        label={t('tasks.admin.runs.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🏁"
            title={t('tasks.admin.runs.empty')}
            body={t('tasks.admin.runs.emptyBody')}
          />
        }
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
        columns={[
          {
            key: 'subject',
            header: t('tasks.admin.runs.columns.subject'),
            rowHeader: true,
            render: (run) => run.subject.full_name,
          },
          {
            key: 'template',
            header: t('tasks.admin.runs.columns.template'),
            cellStyle: { maxWidth: 280, overflowWrap: 'anywhere' },
            render: (run) => templateName(run.template, i18n.language),
          },
          {
            key: 'anchor',
            header: t('tasks.admin.runs.columns.anchor'),
            nowrap: true,
            render: (run) => <DateText value={run.anchor_on} />,
          },
          {
            key: 'progress',
            header: t('tasks.admin.runs.columns.progress'),
            render: (run) => {
              const share = run.tasks > 0 ? Math.round((run.done / run.tasks) * 100) : 0;
              const label = t('tasks.admin.runs.progress', { done: run.done, total: run.tasks });
              return (
                <Stack spacing={0.5} sx={{ minWidth: 140 }}>
                  <Box>
                    <LinearProgress variant="determinate" value={share} aria-label={label} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                </Stack>
              );
            },
          },
        ]}
      />
    </Stack>
  );
}
