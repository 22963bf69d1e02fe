import type { TaskTemplate } from '../api/admin-tasks';

/** A template's name in the UI language (the Spanish where there is no English). */
export const templateName = (template: Pick<TaskTemplate, 'name'>, language: string): string =>
  (language.startsWith('en') ? template.name.en?.trim() : '') || template.name.es;
