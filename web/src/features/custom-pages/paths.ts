// The organisation's own pages: one page at `/pages/:pageId` (its id or its slug), and the
// console's section at /admin/pages with a page open in the editor (`?customPage=<id>`) or a new one
// (`?newPage`). Parameter names are unique across the app (app/modules.test.ts).
export const customPagesPaths = {
  /** One page below it: /pages/<id or slug>. */
  page: '/pages',
  /** The console's section (admins). */
  admin: '/admin/pages',
} as const;

export const customPagesParams = {
  /** The console: a page open, a new one. */
  page: 'customPage',
  create: 'newPage',
} as const;

/** A page's address: by its slug when it has one, else by its id (the spec's page_id). */
export const pagePath = (page: { id: number; slug?: string | null }) =>
  `${customPagesPaths.page}/${page.slug ?? page.id}`;
