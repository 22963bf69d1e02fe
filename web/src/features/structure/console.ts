// The organisation's structure: the console's Departamentos and Grupos sections, right after
// Personas. Always on for admins.
// It has no manifest: all of it is the console's, loaded with the console (lib/modules/console.ts).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const departments = lazyRoute(() => import('./pages/departments-page'), 'DepartmentsPage');
const groups = lazyRoute(() => import('./pages/groups-page'), 'GroupsPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'departments',
      { module: null, order: 4, labelKey: 'admin.nav.departments' },
      departments,
    ),
    // admin.nav.groups holds the menu's group headings, so this label has a key of its own.
    adminSection('groups', { module: null, order: 6, labelKey: 'admin.nav.peopleGroups' }, groups),
  ],
};
