// The files repository's screens beyond spec §2's `/files` (config/paths.ts, where a file is
// `/files/:fileId`): a folder and the console's section. Every address is written once across
// the app (app/modules.test.ts).
export const filesPaths = {
  /** One folder: `/files/folders/:folderId`. */
  folders: '/files/folders',
  /** The console's section (admins): personal folders and the bulk upload. */
  admin: '/admin/files',
} as const;
