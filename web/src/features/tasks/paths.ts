// The tasks' screens: `/tasks` (spec §2, config/paths.ts) with one task's detail as a drawer
// (`/tasks?task=<id>`, where notifications lead) or, on phones, its own page `/tasks/:taskId`.
export const tasksParams = {
  /** The tab of `/tasks`: today (default), overdue, upcoming or done. */
  view: 'view',
  /** Whose tasks: mine (default) or team (a leader's people). */
  assignee: 'assignee',
  /** A task opened in the drawer. */
  task: 'task',
  /** The console: a template in the editor (`?template=<id>`), a new one (`?new`), the runs
   *  (`?view=runs`). */
  template: 'template',
  create: 'new',
} as const;
