// The custom pages module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person reads: the pages of the menu, one page, a file's link (api/pages.ts).
  customPages: ['customPages'],
  // The console's section: every page, one page, its versions, the pickers (api/admin-pages.ts).
  customPagesAdmin: ['customPagesAdmin'],
} as const;
