import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { QueryContent } from '@/components/feedback/query-content';
import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy-route';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  TASK_SOURCE_KINDS,
  TASK_VIEWS,
  tasksQueryOptions,
  type Task,
  type TaskScope,
  type TaskSourceKind,
  type TaskView,
} from '../api/tasks';
import { QuickAdd } from '../components/quick-add';
import { sourceKindKey } from '../components/source-label';
import { TaskRow } from '../components/task-row';
import { useAppendedTasks } from '../components/use-appended-tasks';
import { useTaskToggle } from '../components/use-task-toggle';
import { tasksParams } from '../paths';

import { taskIdOf } from './task-id';

const TaskDetail = lazy(lazyComponent(() => import('./task-detail'), 'TaskDetail'));

const EMPTY_ICONS: Record<TaskView, string> = {
  today: '☀️',
  overdue: '✅',
  upcoming: '🗓️',
  done: '📋',
};

/** Whether the person leads anyone: GET /tasks?assignee=team answers (403 not_a_leader hides
 *  the team view). */
function useLeads(): boolean {
  const team = useQuery(
    tasksQueryOptions({ view: 'today', assignee: 'team', page: 0, perPage: 1 }),
  );
  return team.isSuccess;
}

/** `/tasks`: the person's tasks (or, for leaders, their team's) in four tabs with their counts,
 *  filtered by source and text; a quick add on top; one task's detail in a drawer
 *  (`?task=<id>`), or on phones its own page. */
export function TasksPage() {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = TASK_VIEWS.find((entry) => entry === params.get(tasksParams.view)) ?? 'today';
  const leads = useLeads();
  const scope: TaskScope = leads && params.get(tasksParams.assignee) === 'team' ? 'team' : 'me';
  const openId = taskIdOf(params.get(tasksParams.task));
  const [source, setSource] = useState<TaskSourceKind | ''>('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const { page, perPage, setPage, controls } = useListPaging(20);
  const list = useQuery(tasksQueryOptions({ view, assignee: scope, source, q, page, perPage }));
  const ids = useMemo(() => list.data?.items.map((task) => task.id), [list.data]);
  const fresh = useAppendedTasks(ids);
  const { toggle, refusal, dismiss } = useTaskToggle();
  useDocumentTitle(t('tasks.page.title'));

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const open = (task: Task) => {
    if (wide) update({ [tasksParams.task]: String(task.id) });
    else void navigate(`${paths.tasks}/${task.id}`);
  };
  const close = () => update({ [tasksParams.task]: null });

  const counts = list.data?.counts;
  const tabId = (entry: TaskView) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;

  if (openId !== null && !wide)
    return (
      <Suspense fallback={<LoadingBlock label={t('tasks.detail.loading')} />}>
        <TaskDetail taskId={openId} onClose={close} />
      </Suspense>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h1">{t('tasks.page.title')}</Typography>
          <Typography color="text.secondary">{t('tasks.page.description')}</Typography>
        </Stack>
        {leads ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={scope}
            onChange={(_event, next: TaskScope | null) => {
              if (!next) return;
              setPage(0);
              update({ [tasksParams.assignee]: next === 'team' ? 'team' : null });
            }}
            aria-label={t('tasks.page.scopeLabel')}
          >
            <ToggleButton value="me">{t('tasks.page.scope.me')}</ToggleButton>
            <ToggleButton value="team">{t('tasks.page.scope.team')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      {scope === 'me' ? <QuickAdd /> : null}
      <Tabs
        value={view}
        onChange={(_event, next: TaskView) => {
          setPage(0);
          update({ [tasksParams.view]: next === 'today' ? null : next });
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tasks.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TASK_VIEWS.map((entry) => {
          const count = entry === 'done' ? undefined : counts?.[entry];
          return (
            <Tab
              key={entry}
              value={entry}
              id={tabId(entry)}
              aria-controls={panelId}
              label={
                count ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{t(`tasks.page.tabs.${entry}`)}</span>
                    <Badge
                      badgeContent={count}
                      max={99}
                      color={entry === 'overdue' ? 'error' : 'primary'}
                      sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                    />
                  </Stack>
                ) : (
                  t(`tasks.page.tabs.${entry}`)
                )
              }
            />
          );
        })}
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <SearchInput
          id={`${id}-search`}
          label={t('tasks.page.search')}
          value={search}
          onChange={(event) => {
            setPage(0);
            setSearch(event.target.value);
          }}
          size="small"
          maxLength={100}
        />
        <SelectInput
          id={`${id}-source`}
          label={t('tasks.page.source')}
          value={source}
          onChange={(event) => {
            setPage(0);
            setSource(event.target.value as TaskSourceKind | '');
          }}
          size="small"
          options={[
            { value: '', label: t('tasks.page.anySource') },
            ...TASK_SOURCE_KINDS.map((kind) => ({
              value: kind,
              label: t(sourceKindKey(kind)),
            })),
          ]}
        />
      </Box>
      {refusal ? (
        <Alert severity="error" onClose={dismiss}>
          {refusal}
        </Alert>
      ) : null}
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(view)}>
        <QueryContent query={list} loadingLabel={t('tasks.page.loading')}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                icon={EMPTY_ICONS[view]}
                title={t(`tasks.page.empty.${view}`)}
                body={t(`tasks.page.emptyBody.${view}`)}
              />
            ) : (
              <Stack spacing={2}>
                <Box
                  component="ul"
                  aria-label={t(`tasks.page.tabs.${view}`)}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {data.items.map((task) => (
                    <TaskRow
                      key={task.id}
                      task={task}
                      highlight={fresh.has(task.id)}
                      today={data.today}
                      onToggle={toggle}
                      onOpen={open}
                    />
                  ))}
                </Box>
                {(data.meta.total ?? 0) > perPage || data.meta.hasMore ? (
                  <ListPagination meta={data.meta} {...controls} />
                ) : null}
              </Stack>
            )
          }
        </QueryContent>
      </Box>
      <Drawer
        anchor="right"
        open={wide && openId !== null}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('tasks.detail.label'),
            sx: { width: { md: 520, lg: 600 }, p: 3 },
          },
        }}
      >
        {wide && openId !== null ? (
          <Suspense fallback={<LoadingBlock label={t('tasks.detail.loading')} />}>
            <TaskDetail taskId={openId} onClose={close} />
          </Suspense>
        ) : null}
      </Drawer>
    </Stack>
  );
}
