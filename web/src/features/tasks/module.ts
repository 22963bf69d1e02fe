// Tasks (module flag `tasks`): the person's tasks (/tasks, with one task in a drawer at
// `?task=<id>`, or on phones at /tasks/:taskId) with their main-menu entry, and the console's
// section (admin/: templates, starting a run for a person, the runs). The home's card is in
// home.ts, the frame's listener of tasks assigned live in frame.ts.
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const list = lazyRoute(() => import('./pages/tasks-page'), 'TasksPage');
const one = lazyRoute(() => import('./pages/task-page'), 'TaskPage');
const icon = () => import('@mui/icons-material/TaskAltOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.tasks, module: 'tasks', page: list },
    { path: paths.tasks, param: 'taskId', module: 'tasks', page: one },
  ],
  nav: [
    {
      key: 'tasks',
      path: paths.tasks,
      labelKey: 'tasks.nav',
      icon,
      module: 'tasks',
      order: 27,
    },
  ],
  // Backquoted: in plain quotes the glossary check would take the hint's name for a text's key.
  liveHints: [{ name: `tasks.appended` }],
};
