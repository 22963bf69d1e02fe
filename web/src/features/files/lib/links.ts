import { paths } from '@/config/paths';

import { filesPaths } from '../paths';

/** A folder's page. */
export const folderLink = (id: number) => `${filesPaths.folders}/${id}`;

/** A file's page. */
export const fileLink = (id: number) => `${paths.files}/${id}`;
