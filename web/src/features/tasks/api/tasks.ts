// A person's tasks (api/modules/tasks.yaml): the lists of /tasks with their tabs' counts, one
// task with its comments, and the writes (create, edit, move its status, comment, attach, delete).
import { keepPreviousData, mutationOptions, type QueryClient } from '@tanstack/react-query';

import { apiClient, getData, getPage, sendData, type RequestOptions } from '@/api/client';
import type { Page } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type TaskStatus = Schemas['TaskStatus'];
export type TaskPriority = Schemas['TaskPriority'];
export const TASK_PRIORITIES: readonly TaskPriority[] = ['low', 'normal', 'high', 'urgent'];
export type TaskSourceKind = Schemas['TaskSourceKind'];
export const TASK_SOURCE_KINDS: readonly TaskSourceKind[] = [
  'manual',
  'template',
  'survey_action',
  'evaluation',
  'program',
  'complaint',
  'health_safety',
  'psychosocial',
];
export type TaskProof = Schemas['TaskProof'];
export type TaskSource = Schemas['TaskSource'];
export type TaskRef = Schemas['TaskRef'];
/** A task (times in epoch milliseconds, due_on a day 'YYYY-MM-DD'). */
export type Task = Schemas['Task'];
export type TaskComment = Schemas['TaskComment'];
export type TaskDetail = Schemas['TaskDetail'];

/** The tabs of /tasks (`all` is the dependency picker's list). */
export type TaskView = 'today' | 'overdue' | 'upcoming' | 'done';
export const TASK_VIEWS: readonly TaskView[] = ['today', 'overdue', 'upcoming', 'done'];
export type TaskCounts = { today: number; overdue: number; upcoming: number };
/** Whose tasks: the person's own or their team's (leaders). */
export type TaskScope = 'me' | 'team';

export type TaskFilter = {
  view: TaskView | 'all';
  assignee: TaskScope;
  source?: TaskSourceKind | '';
  q?: string;
  page: number;
  perPage: number;
};

/** `today`: the organisation's calendar day the server counted the views on (its time zone, not
 *  the browser's); due dates read relative to it. */
export type TaskPage = Page<Task> & { counts: TaskCounts | null; today: string | undefined };

export type TaskInput = Schemas['TaskInput'];
export type TaskPatch = Schemas['TaskPatch'];

const ROOT = keyRoots.tasks;

export const taskKeys = {
  all: () => ROOT,
  lists: () => [...ROOT, 'list'] as const,
  list: (filter: TaskFilter) => [...ROOT, 'list', filter] as const,
  one: (taskId: number) => [...ROOT, 'one', taskId] as const,
};

/** The counts of the tabs, from the page's meta (absent: none). */
function countsOf(meta: unknown): TaskCounts | null {
  const counts = (meta as { counts?: Partial<TaskCounts> } | undefined)?.counts;
  if (!counts) return null;
  return { today: counts.today ?? 0, overdue: counts.overdue ?? 0, upcoming: counts.upcoming ?? 0 };
}

/** GET /tasks: a page of the person's (or their team's) tasks. `page` counts from 0 here, from 1
 *  on the server. */
export async function fetchTasks(
  filter: TaskFilter,
  options: RequestOptions = {},
): Promise<TaskPage> {
  const page = await getPage<Task>('/tasks', {
    ...options,
    params: {
      view: filter.view,
      assignee: filter.assignee,
      source: filter.source || undefined,
      q: filter.q?.trim() || undefined,
      page: filter.page + 1,
      perPage: filter.perPage,
    },
  });
  const today = (page.meta as { today?: unknown } | undefined)?.today;
  return {
    ...page,
    counts: countsOf(page.meta),
    today: typeof today === 'string' ? today : undefined,
  };
}

export const tasksQueryOptions = (filter: TaskFilter) => ({
  ...readQueryOptions(taskKeys.list(filter), (options) => fetchTasks(filter, options)),
  placeholderData: keepPreviousData,
});

/** The home's card: at most this many of the person's overdue tasks, then today's. */
export const HOME_TASKS = 5;
export const homeTasksFilters: readonly TaskFilter[] = [
  { view: 'overdue', assignee: 'me', page: 0, perPage: HOME_TASKS },
  { view: 'today', assignee: 'me', page: 0, perPage: HOME_TASKS },
];

export const fetchTask = (taskId: number, options: RequestOptions = {}) =>
  getData<TaskDetail>(`/tasks/${taskId}`, options);

export const taskQueryOptions = (taskId: number) =>
  readQueryOptions(taskKeys.one(taskId), (options) => fetchTask(taskId, options));

export const createTask = (input: TaskInput) => sendData<Task>('POST', '/tasks', input);
export const updateTask = (taskId: number, patch: TaskPatch) =>
  sendData<Task>('PATCH', `/tasks/${taskId}`, patch);
export const deleteTask = async (taskId: number) => {
  await apiClient.delete(`/tasks/${taskId}`);
};
export const addTaskComment = (taskId: number, body: string) =>
  sendData<TaskComment>('POST', `/tasks/${taskId}/comments`, { body });
export const addTaskAttachments = (taskId: number, keys: string[]) =>
  sendData<Task>('POST', `/tasks/${taskId}/attachments`, { keys });

/** Puts a changed task into every cached list and its detail. */
export function storeTask(client: QueryClient, task: Task): void {
  client.setQueriesData<TaskPage>({ queryKey: taskKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === task.id ? task : item)) } : page,
  );
  client.setQueryData<TaskDetail>(taskKeys.one(task.id), (detail) =>
    detail ? { ...detail, ...task } : detail,
  );
}

/** Reads the lists (their counts move) and the task again after a write. */
export function refreshTasks(client: QueryClient, taskId?: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: taskKeys.lists() }),
    taskId === undefined ? null : client.invalidateQueries({ queryKey: taskKeys.one(taskId) }),
  ]).then(() => undefined);
}

export type StatusChange = { task: Task; status: TaskStatus };
type Snapshot = [readonly unknown[], TaskPage | undefined][];

/** Moves a task's status at once in every list showing it (optimistic), back again with the
 *  server's refusal (409 task_blocked, 422 proof_required); the lists are read again after. */
export const changeStatusMutation = (
  client: QueryClient,
  onRefused: (error: Error, change: StatusChange) => void = () => undefined,
) =>
  mutationOptions<Task, Error, StatusChange, { snapshot: Snapshot }>({
    mutationFn: ({ task, status }) => updateTask(task.id, { status }),
    onMutate: async ({ task, status }) => {
      await client.cancelQueries({ queryKey: taskKeys.lists() });
      const snapshot = client.getQueriesData<TaskPage>({ queryKey: taskKeys.lists() });
      client.setQueriesData<TaskPage>({ queryKey: taskKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) => (item.id === task.id ? { ...item, status } : item)),
            }
          : page,
      );
      return { snapshot };
    },
    onError: (error, change, context) => {
      for (const [key, page] of context?.snapshot ?? []) client.setQueryData(key, page);
      onRefused(error, change);
    },
    onSuccess: (task) => storeTask(client, task),
    onSettled: (_task, _error, { task }) => refreshTasks(client, task.id),
  });
