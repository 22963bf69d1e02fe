// People administration: the console's Personas section (the list of members with its filters,
// adding members and external people, editing, (de)activating, erasing, exporting) and, right
// after it, Importar personas (a spreadsheet checked, then imported in the background). Always
// on for admins. section-paths.ts links to the same segments.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const people = lazyRoute(() => import('./pages/people-page'), 'PeoplePage');
const peopleImport = lazyRoute(() => import('./pages/people-import-page'), 'PeopleImportPage');

export const manifest: ModuleManifest = {
  adminSections: [
    adminSection('people', { module: null, order: 2 }, people),
    adminSection(
      'peopleImport',
      { module: null, order: 3, segment: 'people/import', labelKey: 'people.import.nav' },
      peopleImport,
    ),
  ],
};
