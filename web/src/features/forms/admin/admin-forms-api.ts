// The admins' side of admin-built forms (docs/forms.md): the organisation's forms, one form's
// latest version, creating one, saving its next version and archiving it. A save refreshes the
// list and the form's own read.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { FormDefinition, LocalText } from '@/lib/forms/types';

import { keyRoots } from '../api/query-keys';

type Schemas = components['schemas'];

/** A form of the list: its latest version's title, how many questions it asks, how many
 *  submissions it has (on every version). Admins read texts as kept: {es, en?}. */
export type FormSummary = Omit<Schemas['FormSummary'], 'title'> & { title: LocalText };

/** One version of a form as kept (its definition in the shape of lib/forms/types). */
export type FormVersion = Omit<Schemas['FormVersion'], 'definition'> & {
  definition: FormDefinition;
};

/** What PUT answers: the latest version, and whether this save made it. */
export type SavedFormVersion = FormVersion & { changed: boolean };

/** A definition as sent: without form_id, POST makes one up. */
export type FormDefinitionInput = Omit<FormDefinition, 'form_id'> & { form_id?: string };

const ADMIN = keyRoots.adminForms;

export const adminFormKeys = {
  all: () => ADMIN,
  list: (archived: boolean, page: number, perPage: number) =>
    [...ADMIN, 'list', { archived, page, perPage }] as const,
  form: (formId: string) => [...ADMIN, 'form', formId] as const,
};

const refreshForms = (client: QueryClient) => client.invalidateQueries({ queryKey: ADMIN });

/** GET /org/forms: a page of the organisation's forms, newest first (archived ones only when
 *  asked for). `page` counts from 0 here, from 1 on the server. */
export const fetchForms = (
  archived: boolean,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) =>
  getPage<FormSummary>('/org/forms', {
    ...options,
    params: { page: page + 1, perPage, ...(archived && { archived: true }) },
  });

export const formsQueryOptions = (archived: boolean, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminFormKeys.list(archived, page, perPage), (options) =>
      fetchForms(archived, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/forms/{form_id}: the form's latest version (archived forms too). */
export const fetchForm = (formId: string, options: RequestOptions = {}) =>
  getData<FormVersion>(`/org/forms/${encodeURIComponent(formId)}`, options);

export const formQueryOptions = (formId: string) =>
  readQueryOptions(adminFormKeys.form(formId), (options) => fetchForm(formId, options));

/** Saves a form: POST /org/forms for a new one (`formId` null; its version 1, 201; 409
 *  form_exists when the id is taken), else PUT /org/forms/{form_id}, which makes the next version
 *  only when the content changed (`changed`; 409 form_archived). 422 invalid_form names every
 *  field the rules refuse. */
export const saveFormMutation = (formId: string | null) =>
  mutationOptions({
    mutationFn: async (definition: FormDefinitionInput): Promise<SavedFormVersion> => {
      if (formId === null) {
        const created = await sendData<FormVersion>('POST', '/org/forms', definition);
        return { ...created, changed: true };
      }
      const path = `/org/forms/${encodeURIComponent(formId)}`;
      return sendData<SavedFormVersion>('PUT', path, definition);
    },
    onSuccess: (_saved, _definition, _result, { client }) => refreshForms(client),
  });

/** DELETE /org/forms/{form_id}: archived; people can no longer open or answer it. */
export const archiveFormMutation = () =>
  mutationOptions({
    mutationFn: (formId: string) =>
      sendData<{ archived: boolean }>('DELETE', `/org/forms/${encodeURIComponent(formId)}`),
    onSuccess: (_done, _formId, _result, { client }) => refreshForms(client),
  });
