import Add from '@mui/icons-material/Add';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { StatusChip } from '@/components/status-chip';

import { templatesQueryOptions, type TaskTemplate } from '../api/admin-tasks';

import { StartRunDialog } from './start-run-dialog';
import { templateName } from './template-name';

export type TemplatesListProps = { onCreate: () => void; onOpen: (id: number) => void };

/** The console's task templates: each with its trigger, its number of tasks and whether it is
 *  active; editing one, a new one, and starting one for a person. */
export function TemplatesList({ onCreate, onOpen }: TemplatesListProps) {
  const { t, i18n } = useTranslation();
  const list = useQuery(templatesQueryOptions());
  const [starting, setStarting] = useState<TaskTemplate | null>(null);
  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('tasks.admin.templatesTitle')}
        description={t('tasks.admin.templatesDescription')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
            {t('tasks.admin.create')}
          </Button>
        }
      />
      <ResourceTable
        tableId="taskTemplates"
        query={list}
        rows={(data) => data}
        rowKey={(template) => String(template.id)}
        label={t('tasks.admin.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🧩"
            title={t('tasks.admin.empty')}
            body={t('tasks.admin.emptyBody')}
            action={
              <Button variant="outlined" startIcon={<Add />} onClick={onCreate}>
                {t('tasks.admin.create')}
              </Button>
            }
          />
        }
        columns={[
          {
            key: 'name',
            header: t('tasks.admin.columns.name'),
            rowHeader: true,
            cellStyle: { maxWidth: 320, overflowWrap: 'anywhere' },
            render: (template) => (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {templateName(template, i18n.language)}
              </Typography>
            ),
          },
          {
            key: 'trigger',
            header: t('tasks.admin.columns.trigger'),
            render: (template) => t(`tasks.admin.trigger.${template.trigger}.name`),
          },
          {
            key: 'items',
            header: t('tasks.admin.columns.items'),
            render: (template) => String(template.items.length),
          },
          {
            key: 'active',
            header: t('tasks.admin.columns.active'),
            render: (template) => (
              <StatusChip
                current={template.active}
                color={template.active ? 'success' : 'default'}
                label={template.active ? t('tasks.admin.active') : t('tasks.admin.inactive')}
              />
            ),
          },
        ]}
        actions={{
          header: t('tasks.admin.columns.actions'),
          render: (template) => (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => onOpen(template.id)}>
                {t('tasks.admin.edit')}
              </Button>
              <Button size="small" startIcon={<PlayArrow />} onClick={() => setStarting(template)}>
                {t('tasks.admin.start')}
              </Button>
            </Stack>
          ),
        }}
      />
      {starting ? <StartRunDialog template={starting} onClose={() => setStarting(null)} /> : null}
    </Stack>
  );
}
