// The tasks module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // A person's tasks: the lists (/tasks, the home's card) and each task's detail (api/tasks.ts).
  tasks: ['tasks'],
  // The console's tasks section: templates and runs (api/admin-tasks.ts).
  adminTasks: ['adminTasks'],
} as const;
