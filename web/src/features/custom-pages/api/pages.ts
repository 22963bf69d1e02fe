// An organisation's own pages (api/modules/custom_pages.yaml), what a person reads: the published
// pages of their audience (for the menu) and one page with the blocks they may see. A file
// block's link is the files module's own signed link (GET /repository/files/{id}), asked for when
// the person opens it.
import { getData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type PageMenuEntry = Schemas['PageMenuEntry'];
export type PageView = Schemas['PageView'];
export type PageBlock = Schemas['PageBlock'];
export type PageIconName = Schemas['PageIcon'];
type RepositoryFile = Schemas['FileDetail'];

const ROOT = keyRoots.customPages;

export const pagesKeys = {
  menu: () => [...ROOT, 'menu'] as const,
  one: (idOrSlug: string) => [...ROOT, 'one', idOrSlug] as const,
  fileLink: (fileId: number) => [...ROOT, 'fileLink', fileId] as const,
};

/** GET /pages: the published pages of my audience, by their place in the menu. */
export const menuPagesQueryOptions = () =>
  readQueryOptions(pagesKeys.menu(), (options) => getData<PageMenuEntry[]>('/pages', options));

/** GET /pages/{page_id}: one published page (by id or slug) with the blocks I may see. */
export const pageQueryOptions = (idOrSlug: string) =>
  readQueryOptions(pagesKeys.one(idOrSlug), (options) =>
    getData<PageView>(`/pages/${encodeURIComponent(idOrSlug)}`, options),
  );

/** GET /repository/files/{id}: the file's current version's signed link (valid for an hour). */
export const fetchFileLink = async (fileId: number): Promise<string> => {
  const file = await getData<RepositoryFile>(`/repository/files/${fileId}`);
  return file.current.url;
};
