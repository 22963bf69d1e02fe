// People administration: the console's Personas section (the list of members with its filters,
// adding members and external people, editing, (de)activating, erasing, exporting) and, right
// after it, Importar personas (a spreadsheet checked, then imported in the background) and
// Directorio (LDAP) (the organisation's directory: its settings, its sync, importing its
// people). Always on for admins. section-paths.ts links to the same segments.
// It has no manifest: all of it is the console's, loaded with the console (lib/modules/console.ts).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const people = lazyRoute(() => import('./pages/people-page'), 'PeoplePage');
const peopleImport = lazyRoute(() => import('./pages/people-import-page'), 'PeopleImportPage');
const peopleDirectory = lazyRoute(
  () => import('./pages/people-directory-page'),
  'PeopleDirectoryPage',
);

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('people', { module: null, order: 2, labelKey: 'admin.nav.people' }, people),
    adminSection(
      'peopleImport',
      { module: null, order: 3, segment: 'people/import', labelKey: 'people.import.nav' },
      peopleImport,
    ),
    // Departamentos also has order 4: 3.5 keeps the people sections together whatever the order
    // in which the manifests are collected.
    adminSection(
      'peopleDirectory',
      { module: null, order: 3.5, segment: 'people/directory', labelKey: 'people.directory.nav' },
      peopleDirectory,
    ),
  ],
};
