// The console's tasks section (api/modules/tasks.yaml, /org/tasks): templates with their items,
// starting a run of one for a person by hand, and the runs with their progress.
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';

import { apiClient, getData, getPage, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

export type TemplateTrigger = 'manual' | 'person_created' | 'cycle_launched';
export const TEMPLATE_TRIGGERS: readonly TemplateTrigger[] = [
  'manual',
  'person_created',
  'cycle_launched',
];
export type TemplateAnchor = 'hire_date' | 'start_date';
export const TEMPLATE_ANCHORS: readonly TemplateAnchor[] = ['hire_date', 'start_date'];
export type AssigneeRole = 'subject' | 'leader' | 'admin' | 'person';
export const ASSIGNEE_ROLES: readonly AssigneeRole[] = ['subject', 'leader', 'admin', 'person'];

type Schemas = components['schemas'];

export type TemplateItem = Schemas['TaskTemplateItem'];
export type TaskTemplate = Schemas['TaskTemplate'];
export type TemplateInput = Schemas['TaskTemplateInput'];
export type TemplateRun = Schemas['TaskRun'];

const ROOT = keyRoots.adminTasks;

export const adminTaskKeys = {
  all: () => ROOT,
  templates: () => [...ROOT, 'templates'] as const,
  template: (id: number) => [...ROOT, 'template', id] as const,
  runs: (page: number, perPage: number) => [...ROOT, 'runs', { page, perPage }] as const,
};

export const templatesQueryOptions = () =>
  readQueryOptions(adminTaskKeys.templates(), (options) =>
    getData<TaskTemplate[]>('/org/tasks/templates', options),
  );

export const templateQueryOptions = (id: number) =>
  readQueryOptions(adminTaskKeys.template(id), (options) =>
    getData<TaskTemplate>(`/org/tasks/templates/${id}`, options),
  );

export const runsQueryOptions = (page: number, perPage: number) => ({
  ...readQueryOptions(adminTaskKeys.runs(page, perPage), (options) =>
    getPage<TemplateRun>('/org/tasks/runs', { ...options, params: { page: page + 1, perPage } }),
  ),
  placeholderData: keepPreviousData,
});

export const createTemplate = (input: TemplateInput) =>
  sendData<TaskTemplate>('POST', '/org/tasks/templates', input);
export const saveTemplate = (id: number, input: TemplateInput) =>
  sendData<TaskTemplate>('PUT', `/org/tasks/templates/${id}`, input);
export const deleteTemplate = async (id: number) => {
  await apiClient.delete(`/org/tasks/templates/${id}`);
};
export const startRun = (templateId: number, body: { subject_id: number; anchor_on?: string }) =>
  sendData<TemplateRun>('POST', `/org/tasks/templates/${templateId}/runs`, body);

/** Reads the console's templates and runs again after a write. */
export const refreshAdminTasks = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: adminTaskKeys.all() });
