import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { taskIdOf } from '../pages/task-id';
import { tasksParams } from '../paths';

import { RunsList } from './runs-list';
import { TemplateEditor } from './template-editor';
import { TemplatesList } from './templates-list';

type AdminTab = 'templates' | 'runs';

/** The console's tasks section: the templates (and one in the editor, `?template=<id>` or
 *  `?new`) and the runs with their progress (`?view=runs`). */
export function TasksAdminPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const templateId = taskIdOf(params.get(tasksParams.template));
  const creating = params.has(tasksParams.create);
  const tab: AdminTab = params.has(tasksParams.runs) ? 'runs' : 'templates';
  useDocumentTitle(t('tasks.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (templateId !== null || creating)
    return (
      <TemplateEditor
        key={templateId ?? tasksParams.create}
        templateId={templateId}
        onBack={() => go({})}
        onCreated={(created) => go({ [tasksParams.template]: String(created) }, true)}
      />
    );

  return (
    <Stack spacing={2}>
      <SectionHeader title={t('tasks.admin.title')} description={t('tasks.admin.description')} />
      <Tabs
        value={tab}
        onChange={(_event, next: AdminTab) => go(next === 'runs' ? { [tasksParams.runs]: '' } : {})}
        aria-label={t('tasks.admin.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="templates"
          label={t('tasks.admin.tabs.templates')}
          id={`${id}-templates`}
          aria-controls={`${id}-panel`}
        />
        <Tab
          value="runs"
          label={t('tasks.admin.tabs.runs')}
          id={`${id}-runs`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'templates' ? (
          <TemplatesList
            onCreate={() => go({ [tasksParams.create]: '' })}
            onOpen={(template) => go({ [tasksParams.template]: String(template) })}
          />
        ) : (
          <RunsList />
        )}
      </Box>
    </Stack>
  );
}
