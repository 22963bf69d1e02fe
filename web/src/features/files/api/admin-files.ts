// The console's side of the files repository (admins): opening a person's personal folder and
// the bulk upload into personal folders, each file matched by the e-mail in its name.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { components } from '@/api/schema';

import { filesKeys, type FolderDetail } from './files';

export type BulkUploadResult = components['schemas']['BulkUploadResult'];
export type BulkUnmatched = BulkUploadResult['unmatched'][number];
export type BulkStored = BulkUploadResult['stored'][number];

/** The server takes up to 50 files in one bulk upload. */
export const BULK_MAX_FILES = 50;

/** POST /org/repository/people/{user_id}/folder: created the first time, returned after. */
export const openPersonalFolderMutation = () =>
  mutationOptions({
    mutationFn: (userId: number) =>
      sendData<FolderDetail>('POST', `/org/repository/people/${userId}/folder`),
    onSuccess: (folder, _userId, _context, { client }) => {
      client.setQueryData(filesKeys.folder(folder.id), folder);
    },
  });

export type BulkInput = {
  files: readonly File[];
  /** Comma-separated, for every file. */
  tags: string;
  requiresAck: boolean;
  /** yyyy-MM-dd or ''. */
  expiresOn: string;
};

/** Many files at once: ten minutes before giving up. */
const BULK_TIMEOUT_MS = 10 * 60_000;

/** POST /org/repository/bulk (multipart, parts named `file`). */
export const bulkUploadMutation = () =>
  mutationOptions({
    mutationFn: ({ files, tags, requiresAck, expiresOn }: BulkInput) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      if (tags) form.append('tags', tags);
      form.append('requires_ack', String(requiresAck));
      if (expiresOn) form.append('expires_on', expiresOn);
      return sendData<BulkUploadResult>('POST', '/org/repository/bulk', form, {
        timeout: BULK_TIMEOUT_MS,
      });
    },
    onSuccess: async (_result, _input, _context, { client }) => {
      await client.invalidateQueries({ queryKey: filesKeys.all() });
    },
  });
