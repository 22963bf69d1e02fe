// Where the people sections live in the admin console, for links between them. console.ts names
// the same segments (the console's parts may not import them).
import { adminSectionPath } from '@/lib/modules/admin-sections';

/** The Personas section (the list). */
export const PEOPLE_PATH = adminSectionPath({ segment: 'people' });
/** The Importar personas section; `?job=<id>` shows that import's progress. */
export const PEOPLE_IMPORT_PATH = adminSectionPath({ segment: 'people/import' });
/** The Directorio (LDAP) section: the directory's settings, its sync and its people. */
export const PEOPLE_DIRECTORY_PATH = adminSectionPath({ segment: 'people/directory' });
/** An import's progress (a spreadsheet's, or the directory's: a sync or chosen people). */
export const peopleImportJobPath = (jobId: number) => `${PEOPLE_IMPORT_PATH}?job=${jobId}`;
