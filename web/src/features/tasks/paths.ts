// The tasks' screens: `/tasks` (spec §2, config/paths.ts) with one task's detail as a drawer
// (`/tasks?task=<id>`, where notifications lead) or, on phones, its own page `/tasks/:taskId`.
// Every module's query names are written once across the app (app/modules.test.ts).
export const tasksParams = {
  /** The tab of `/tasks`: today (default), overdue, upcoming or done. */
  view: 'when',
  /** Whose tasks: mine (default) or team (a leader's people). */
  assignee: 'whose',
  /** A task opened in the drawer. */
  task: 'task',
  /** The console: a template in the editor (`?template=<id>`), a new one (`?newTemplate`), the
   *  runs (`?runs`). */
  template: 'template',
  create: 'newTemplate',
  runs: 'runs',
} as const;
