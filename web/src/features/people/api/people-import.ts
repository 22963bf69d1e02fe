// People spreadsheets (admins): the template to fill in, a dry run that checks every row of a
// filled one, the import that applies it in the background (its progress read by id until it is
// done, when the directory reloads), and everyone exported as a workbook that imports back.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

import { getBlob, getData, sendData, type RequestOptions } from '@/api/client';
import type { components } from '@/api/schema';
import { refreshDirectory } from '@/lib/calls/directory';

export type SheetValidation = components['schemas']['SheetValidation'];
export type SheetError = SheetValidation['errors'][number];
export type ImportJob = components['schemas']['ImportJob'];
export type ImportFailure = NonNullable<ImportJob['failures']>[number];

/** What the import reads: an Excel workbook (.xlsx) up to the server's 16 MB upload limit. */
export const SHEET_EXTENSION = '.xlsx';
export const SHEET_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SHEET_MAX_BYTES = 16 * 1024 * 1024;

/** The names the server gives its workbooks (Content-Disposition). */
export const PEOPLE_TEMPLATE_FILE_NAME = 'plantilla-personas.xlsx';
export const PEOPLE_EXPORT_FILE_NAME = 'personas.xlsx';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** Sending 16 MB and reading 20,000 rows (or writing everyone) can outlast the default 30 s. */
const SHEET_TIMEOUT_MS = 120_000;

export const peopleImportKeys = {
  job: (id: number) => ['peopleImport', id] as const,
};

function sheetForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** POST /validate/excel: every row checked with the forms' rules; nothing is written. 400
 *  (field `file`) for a file that is no readable workbook, 413 over the upload limit. */
export const validatePeopleSheet = (file: File) =>
  sendData<SheetValidation>('POST', '/validate/excel', sheetForm(file), {
    timeout: SHEET_TIMEOUT_MS,
  });

/** POST /org/upload/users (202): the import job, running; the same 400 and 413 as the check. */
export const startPeopleImport = (file: File) =>
  sendData<ImportJob>('POST', '/org/upload/users', sheetForm(file), {
    timeout: SHEET_TIMEOUT_MS,
  });

/** GET /org/upload/users/{id}: the job's progress and its failed rows (the first 500). */
export const fetchPeopleImport = (id: number, options: RequestOptions = {}) =>
  getData<ImportJob>(`/org/upload/users/${id}`, options);

/** GET /org/upload/users/template: the workbook to fill in. */
export const fetchPeopleTemplate = (options: RequestOptions = {}) =>
  getBlob('/org/upload/users/template', options);

/** GET /org/users/export: everyone (erased accounts excepted) in the template's columns. */
export const fetchPeopleExport = (options: RequestOptions = {}) =>
  getBlob('/org/users/export', { ...options, timeout: SHEET_TIMEOUT_MS });

export const validatePeopleSheetMutation = () =>
  mutationOptions({ mutationFn: validatePeopleSheet });

/** After an import started (a spreadsheet's, or the directory's chosen people): the job is cached
 *  as its first progress, so the progress view shows it at once (a later read sees it finish and
 *  reloads the directory). The directory is marked stale at once too: rows change from the
 *  start, and the admin may open the list before the job ends. */
export function trackStartedImport(client: QueryClient, job: ImportJob): void {
  if (job.status === 'running') client.setQueryData(peopleImportKeys.job(job.id), job);
  void refreshDirectory(client);
}

export const startPeopleImportMutation = () =>
  mutationOptions({
    mutationFn: startPeopleImport,
    onSuccess: (job: ImportJob, _file: File, _result: unknown, { client }) =>
      trackStartedImport(client, job),
  });

/** An import's progress, asked for every second while it runs. The read that first sees it done
 *  reloads the directory: the people list, and departments and groups it may have created. */
export const peopleImportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: peopleImportKeys.job(id),
    queryFn: async ({ signal, client, queryKey }) => {
      const before = client.getQueryData<ImportJob>(queryKey);
      const job = await fetchPeopleImport(id, { signal, retry: false });
      if (job.status === 'done' && before?.status !== 'done') void refreshDirectory(client);
      return job;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });

export const downloadPeopleTemplateMutation = () =>
  mutationOptions({ mutationFn: () => fetchPeopleTemplate() });

export const exportPeopleMutation = () =>
  mutationOptions({ mutationFn: () => fetchPeopleExport() });
