// The files repository (api/modules/files.yaml, flag `files_repository`): the folders a person
// sees and their personal folder, one folder with its subfolders and files, one file with its
// versions and the person's read confirmation, search by name or tag, the documents waiting for
// their confirmation, and what managers do (folders, uploads, versions, edits, deletions, the
// confirmation report and its CSV). A person's reads live under the spec's `files` key; the
// managers' reports under `organizationFiles`.
import {
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getBlob, getData, getPage, request, sendData, unwrap } from '@/api/client';
import { hasMorePages } from '@/api/page';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components, operations } from '@/api/schema';
import type { Envelope } from '@/api/types';

type Schemas = components['schemas'];

export type RepositoryOverview = Schemas['RepositoryOverview'];
export type FolderSummary = Schemas['FolderSummary'];
export type FolderDetail = Schemas['FolderDetail'];
export type FolderInput = Schemas['FolderInput'];
export type FolderEdit = Schemas['FolderEdit'];
export type FileAudience = Schemas['FileAudience'];
export type FileSummary = Schemas['FileSummary'];
export type FileDetail = Schemas['FileDetail'];
export type FileVersion = Schemas['FileVersion'];
export type FileEdit = Schemas['FileEdit'];
export type FileAcknowledgement = Schemas['FileAcknowledgement'];
export type AcknowledgementReport = Schemas['AcknowledgementReport'];
export type AcknowledgementRow = Schemas['AcknowledgementRow'];
export type AckStatus = NonNullable<
  NonNullable<operations['listFileAcknowledgements']['parameters']['query']>['status']
>;

export const ACK_STATUSES = ['all', 'confirmed', 'pending'] as const satisfies readonly AckStatus[];

export const FILES_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE = 20;
/** The home card lists the first few documents to confirm. */
export const HOME_PENDING_SIZE = 5;

const ROOT = queryKeys.files;
const REPORTS = queryKeys.organizationFiles;

export const filesKeys = {
  all: () => ROOT,
  overview: () => [...ROOT, 'overview'] as const,
  folders: () => [...ROOT, 'folder'] as const,
  folder: (id: number) => [...ROOT, 'folder', id] as const,
  folderFiles: (id: number) => [...ROOT, 'folderFiles', id] as const,
  file: (id: number) => [...ROOT, 'file', id] as const,
  search: (by: SearchBy) => [...ROOT, 'search', by] as const,
  pending: () => [...ROOT, 'pending'] as const,
  homePending: () => [...ROOT, 'pending', 'home'] as const,
  reports: (fileId: number) => [...REPORTS, 'acknowledgements', fileId] as const,
  report: (fileId: number, status: AckStatus, page: number) =>
    [...REPORTS, 'acknowledgements', fileId, status, page] as const,
};

/** GET /repository: the top-level folders, the personal one, how many wait for confirmation. */
export const repositoryQueryOptions = () =>
  readQueryOptions(filesKeys.overview(), (options) =>
    getData<RepositoryOverview>('/repository', options),
  );

/** GET /repository/folders/{id}. */
export const folderQueryOptions = (id: number) =>
  readQueryOptions(filesKeys.folder(id), (options) =>
    getData<FolderDetail>(`/repository/folders/${id}`, options),
  );

/** A paged list of files (a folder's, a search's, the pending ones), "Ver más" after the first. */
function filesPages(queryKey: readonly unknown[], path: string, params: Record<string, string>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      getPage<FileSummary>(path, {
        signal,
        retry: false,
        params: { ...params, page: pageParam, perPage: FILES_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });
}

/** GET /repository/folders/{id}/files: by name. */
export const folderFilesQueryOptions = (id: number) =>
  filesPages(filesKeys.folderFiles(id), `/repository/folders/${id}/files`, {});

/** A search by name (at least two characters) or by tag. */
export type SearchBy = { q: string } | { tag: string };
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** GET /repository/search?q= or ?tag=. */
export const searchFilesQueryOptions = (by: SearchBy) =>
  filesPages(filesKeys.search(by), '/repository/search', by);

/** GET /repository/pending: oldest first. */
export const pendingFilesQueryOptions = () =>
  filesPages(filesKeys.pending(), '/repository/pending', {});

/** The first few documents to confirm, for the home card. */
export const homePendingFilesQueryOptions = () =>
  readQueryOptions(filesKeys.homePending(), (options) =>
    getPage<FileSummary>('/repository/pending', {
      ...options,
      params: { page: 1, perPage: HOME_PENDING_SIZE },
    }),
  );

/** GET /repository/files/{id}: with its versions (read URLs last an hour). */
export const fileQueryOptions = (id: number) =>
  queryOptions({
    ...readQueryOptions(filesKeys.file(id), (options) =>
      getData<FileDetail>(`/repository/files/${id}`, options),
    ),
    // The read URLs expire after an hour: read the file again well before.
    staleTime: 10 * 60_000,
    refetchInterval: 30 * 60_000,
  });

/** Every list of files and folders reads again (an upload, an edit, a deletion). */
async function reloadLists(client: QueryClient) {
  await client.invalidateQueries({ queryKey: ROOT });
}

/** POST /repository/folders. */
export const createFolderMutation = () =>
  mutationOptions({
    mutationFn: (input: FolderInput) =>
      sendData<FolderDetail>('POST', '/repository/folders', input),
    onSuccess: async (folder, _input, _context, { client }) => {
      client.setQueryData(filesKeys.folder(folder.id), folder);
      await reloadLists(client);
    },
  });

/** PATCH /repository/folders/{id}. */
export const updateFolderMutation = (id: number) =>
  mutationOptions({
    mutationFn: (edit: FolderEdit) =>
      sendData<FolderDetail>('PATCH', `/repository/folders/${id}`, edit),
    onSuccess: async (folder, _edit, _context, { client }) => {
      client.setQueryData(filesKeys.folder(folder.id), folder);
      await reloadLists(client);
    },
  });

/** DELETE /repository/folders/{id}: 409 folder_not_empty while it holds anything. */
export const deleteFolderMutation = () =>
  mutationOptions({
    mutationFn: (id: number) =>
      sendData<{ deleted: boolean }>('DELETE', `/repository/folders/${id}`),
    onSuccess: async (_done, id, _context, { client }) => {
      client.removeQueries({ queryKey: filesKeys.folder(id) });
      await reloadLists(client);
    },
  });

/** What an upload sends besides the file (every field optional). */
export type UploadFields = {
  name?: string;
  description?: string;
  /** Comma-separated. */
  tags?: string;
  requires_ack?: boolean;
  /** yyyy-MM-dd. */
  expires_on?: string;
};

function uploadForm(file: File, fields: UploadFields): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (fields.name) form.append('name', fields.name);
  if (fields.description) form.append('description', fields.description);
  if (fields.tags) form.append('tags', fields.tags);
  if (fields.requires_ack !== undefined) form.append('requires_ack', String(fields.requires_ack));
  if (fields.expires_on) form.append('expires_on', fields.expires_on);
  return form;
}

/** Uploads can take long on a slow line: five minutes before giving up. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** POST /repository/folders/{id}/files (multipart). */
export const uploadFileMutation = (folderId: number) =>
  mutationOptions({
    mutationFn: ({ file, fields }: { file: File; fields: UploadFields }) =>
      sendData<FileDetail>(
        'POST',
        `/repository/folders/${folderId}/files`,
        uploadForm(file, fields),
        {
          timeout: UPLOAD_TIMEOUT_MS,
        },
      ),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(filesKeys.file(saved.id), saved);
      await reloadLists(client);
    },
  });

/** POST /repository/files/{id}/versions (multipart): everyone is asked to confirm again. */
export const uploadVersionMutation = (fileId: number) =>
  mutationOptions({
    mutationFn: ({ file, note }: { file: File; note: string }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      if (note) form.append('note', note);
      return sendData<FileDetail>('POST', `/repository/files/${fileId}/versions`, form, {
        timeout: UPLOAD_TIMEOUT_MS,
      });
    },
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(filesKeys.file(saved.id), saved);
      await Promise.all([
        reloadLists(client),
        client.invalidateQueries({ queryKey: filesKeys.reports(saved.id) }),
      ]);
    },
  });

/** PATCH /repository/files/{id}. */
export const updateFileMutation = (fileId: number) =>
  mutationOptions({
    mutationFn: (edit: FileEdit) =>
      sendData<FileDetail>('PATCH', `/repository/files/${fileId}`, edit),
    onSuccess: async (saved, _edit, _context, { client }) => {
      client.setQueryData(filesKeys.file(saved.id), saved);
      await Promise.all([
        reloadLists(client),
        client.invalidateQueries({ queryKey: filesKeys.reports(saved.id) }),
      ]);
    },
  });

/** DELETE /repository/files/{id}. */
export const deleteFileMutation = () =>
  mutationOptions({
    mutationFn: (fileId: number) =>
      sendData<{ deleted: boolean }>('DELETE', `/repository/files/${fileId}`),
    onSuccess: async (_done, fileId, _context, { client }) => {
      client.removeQueries({ queryKey: filesKeys.file(fileId) });
      await reloadLists(client);
    },
  });

/** POST /repository/files/{id}/acknowledgements {version_id}: 409 version_outdated when a newer
 *  version appeared (the file reads again), 422 confirmation_not_requested. */
export const acknowledgeFileMutation = (fileId: number) =>
  mutationOptions({
    mutationFn: (versionId: number) =>
      sendData<FileAcknowledgement>('POST', `/repository/files/${fileId}/acknowledgements`, {
        version_id: versionId,
      }),
    onSuccess: async (ack, _versionId, _context, { client }) => {
      client.setQueryData<FileDetail>(filesKeys.file(fileId), (file) =>
        file
          ? {
              ...file,
              acknowledged: ack.version_id === file.current.id ? true : file.acknowledged,
              my_acknowledgement: ack,
            }
          : file,
      );
      await Promise.all([
        reloadLists(client),
        client.invalidateQueries({ queryKey: filesKeys.reports(fileId) }),
      ]);
    },
    onError: async (_error, _versionId, _context, { client }) => {
      await client.invalidateQueries({ queryKey: filesKeys.file(fileId) });
    },
  });

/** One page of the confirmation report: the counts, its rows, whether more follow. */
export type ReportPage = { report: AcknowledgementReport; hasMore: boolean };

/** GET /repository/files/{id}/acknowledgements?status&page (managers): a page at a time, the
 *  previous one shown while the next loads. */
export const acknowledgementsQueryOptions = (fileId: number, status: AckStatus, page: number) =>
  queryOptions({
    queryKey: filesKeys.report(fileId, status, page),
    queryFn: async ({ signal }): Promise<ReportPage> => {
      const response = await request<Envelope<AcknowledgementReport>>(
        'GET',
        `/repository/files/${fileId}/acknowledgements`,
        undefined,
        { signal, retry: false, params: { status, page, perPage: REPORT_PAGE_SIZE } },
      );
      const report = unwrap(response);
      const meta = response.data.meta;
      return { report, hasMore: meta ? hasMorePages(meta) : false };
    },
    placeholderData: keepPreviousData,
  });

/** GET /repository/files/{id}/acknowledgements.csv (needs the session: fetched as a blob). */
export const acknowledgementsCsvMutation = (fileId: number) =>
  mutationOptions({
    mutationFn: () =>
      getBlob(`/repository/files/${fileId}/acknowledgements.csv`, {
        headers: { Accept: 'text/csv' },
      }),
  });
