// Pages in the console (api/modules/custom_pages.yaml, admins): every page, one page with its
// blocks as kept, creating and changing one (each change a version; publishing, unpublishing and
// archiving are changes of status), the history with its restores, and the previews that go
// through the server's sanitiser. The editor's pickers read the forms the admins built
// (GET /org/forms) and the repository's files (GET /repository/search).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import { uploadFile } from '@/lib/uploads/presigned-upload';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type PageSummary = Schemas['PageSummary'];
export type PageAdmin = Schemas['PageAdmin'];
export type PageInput = Schemas['PageInput'];
export type PageEdit = Schemas['PageEdit'];
export type PageStatus = Schemas['PageStatus'];
export type PageVersion = Schemas['PageVersion'];
export type PageBlockInput = Schemas['PageBlockInput'];
export type PageBlockAdmin = Schemas['PageBlockAdmin'];
export type PageBlockType = Schemas['PageBlockType'];
export type PageAudience = Schemas['PageAudience'];
export type PageView = Schemas['PageView'];
type FormSummary = Schemas['FormSummary'];
type FileSummary = Schemas['FileSummary'];

/** The contract's limits (custom_pages.yaml). */
export const PAGE_LIMITS = {
  titleMax: 120,
  slugMax: 60,
  blocksMax: 50,
  altMax: 200,
  labelMax: 60,
  urlMax: 500,
  menuOrderMax: 999,
} as const;

const ADMIN = keyRoots.customPagesAdmin;

export const adminPagesKeys = {
  list: () => [...ADMIN, 'list'] as const,
  one: (id: number) => [...ADMIN, 'one', id] as const,
  versions: (id: number) => [...ADMIN, 'versions', id] as const,
  forms: () => [...ADMIN, 'forms'] as const,
  files: (query: string) => [...ADMIN, 'files', query] as const,
};

/** After a change: the console's lists and what people read (the menu, the page). */
const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ADMIN }),
    client.invalidateQueries({ queryKey: keyRoots.customPages }),
  ]);

/** GET /org/pages: every page, published first. */
export const adminPagesQueryOptions = () =>
  readQueryOptions(adminPagesKeys.list(), (options) =>
    getData<PageSummary[]>('/org/pages', options),
  );

/** GET /org/pages/{id}: one page with every block as kept. */
export const adminPageQueryOptions = (id: number) =>
  readQueryOptions(adminPagesKeys.one(id), (options) =>
    getData<PageAdmin>(`/org/pages/${id}`, options),
  );

/** GET /org/pages/{id}/versions: its history, newest first. */
export const pageVersionsQueryOptions = (id: number) =>
  readQueryOptions(adminPagesKeys.versions(id), (options) =>
    getData<PageVersion[]>(`/org/pages/${id}/versions`, options),
  );

/** An image chosen in the editor, waiting to be uploaded when the page is saved or previewed. */
export type PendingImage = { blockKey: string; file: File };

/** Uploads the images chosen since the last save (corp-benef-image, the product's image type)
 *  and puts their keys in their blocks. */
async function withUploads(
  blocks: readonly (PageBlockInput & { key?: string })[],
  images: readonly PendingImage[],
): Promise<PageBlockInput[]> {
  const keys = new Map<string, string>();
  for (const image of images)
    keys.set(image.blockKey, await uploadFile('corp-benef-image', image.file));
  return blocks.map(({ key, ...block }) => {
    const uploaded = key === undefined ? undefined : keys.get(key);
    return uploaded ? { ...block, image_key: uploaded } : block;
  });
}

/** What the editor saves: the page, its blocks (with the editor's keys) and the images to upload. */
export type PageSave = {
  input: Omit<PageInput, 'blocks'>;
  blocks: readonly (PageBlockInput & { key?: string })[];
  images: readonly PendingImage[];
};

/** POST /org/pages (new, 201) or PATCH /org/pages/{id} (a change: the next version). 422
 *  invalid_page names each bad field. */
export const savePageMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: async ({ input, blocks, images }: PageSave) => {
      const body: PageInput = { ...input, blocks: await withUploads(blocks, images) };
      return id === null
        ? sendData<PageAdmin>('POST', '/org/pages', body)
        : sendData<PageAdmin>('PATCH', `/org/pages/${id}`, body satisfies PageEdit);
    },
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminPagesKeys.one(saved.id), saved);
      await refreshAll(client);
    },
  });

/** PATCH /org/pages/{id} {status}: publish, unpublish (back to draft) or archive. */
export const setPageStatusMutation = () =>
  mutationOptions({
    mutationFn: ({ id, status }: { id: number; status: PageStatus }) =>
      sendData<PageAdmin>('PATCH', `/org/pages/${id}`, { status } satisfies PageEdit),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminPagesKeys.one(saved.id), saved);
      await refreshAll(client);
    },
  });

/** POST /org/pages/{id}/versions/{version}/restore: the version's titles and blocks as the next
 *  version. */
export const restorePageMutation = () =>
  mutationOptions({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      sendData<PageAdmin>('POST', `/org/pages/${id}/versions/${version}/restore`, {}),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminPagesKeys.one(saved.id), saved);
      await refreshAll(client);
    },
  });

/** POST /org/pages/preview: what is in the editor, as the server sanitises it (nothing kept). */
export const previewPage = async ({ input, blocks, images }: PageSave, pageId: number | null) =>
  sendData<PageView>('POST', '/org/pages/preview', {
    ...input,
    blocks: await withUploads(blocks, images),
    page_id: pageId,
  });

/** GET /org/pages/{id}/preview: a saved page (a draft too) as readers would get it. */
export const savedPreviewQueryOptions = (id: number) =>
  readQueryOptions([...ADMIN, 'preview', id] as const, (options) =>
    getData<PageView>(`/org/pages/${id}/preview`, options),
  );

/** GET /org/forms: the forms admins built that a block may embed (active ones, newest first). */
export const pickableFormsQueryOptions = () =>
  readQueryOptions(adminPagesKeys.forms(), async (options: RequestOptions) => {
    const page = await getPage<FormSummary>('/org/forms', {
      ...options,
      params: { page: 1, perPage: 100 },
    });
    return page.items.filter((form) => !form.archived);
  });

/** GET /repository/search?q=: files of the repository by name, for a file block. */
export const pickableFilesQueryOptions = (query: string) =>
  readQueryOptions(adminPagesKeys.files(query), async (options: RequestOptions) => {
    const page = await getPage<FileSummary>('/repository/search', {
      ...options,
      params: { q: query, page: 1, perPage: 20 },
    });
    return page.items;
  });
