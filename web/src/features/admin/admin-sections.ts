// The admin console's sections: their URL segment under /admin, menu label and the module flag
// each needs. Pure data, so the route table can read it without loading the console.
import type { ModuleKey, ServiceFlags } from '@/config/modules';

export type AdminSectionId =
  'types' | 'values' | 'badges' | 'budgets' | 'recognitions' | 'podium' | 'publicApi';

export type AdminSection = {
  id: AdminSectionId;
  /** Path below /admin. */
  segment: string;
  labelKey: `admin.nav.${AdminSectionId}`;
  /** null: always available to admins. */
  module: ModuleKey | null;
  /** Settings entries are grouped apart in the menu. */
  group: 'manage' | 'settings';
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: 'types',
    segment: 'types',
    labelKey: 'admin.nav.types',
    module: 'recognitions',
    group: 'manage',
  },
  {
    id: 'values',
    segment: 'values',
    labelKey: 'admin.nav.values',
    module: 'recognitions',
    group: 'manage',
  },
  {
    id: 'badges',
    segment: 'badges',
    labelKey: 'admin.nav.badges',
    module: 'badges',
    group: 'manage',
  },
  {
    id: 'budgets',
    segment: 'budgets',
    labelKey: 'admin.nav.budgets',
    module: null,
    group: 'manage',
  },
  {
    id: 'recognitions',
    segment: 'recognitions',
    labelKey: 'admin.nav.recognitions',
    module: 'recognitions',
    group: 'manage',
  },
  { id: 'podium', segment: 'podium', labelKey: 'admin.nav.podium', module: null, group: 'manage' },
  {
    id: 'publicApi',
    segment: 'settings/public-api',
    labelKey: 'admin.nav.publicApi',
    module: 'public_api',
    group: 'settings',
  },
];

export function adminSection(id: AdminSectionId): AdminSection {
  const section = ADMIN_SECTIONS.find((entry) => entry.id === id);
  if (!section) throw new Error(`unknown admin section ${id}`);
  return section;
}

/** The absolute path of a section (`/admin/types`). */
export function adminSectionPath(id: AdminSectionId): string {
  return `/admin/${adminSection(id).segment}`;
}

/** Sections whose module is on. */
export function visibleAdminSections(services: ServiceFlags): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => section.module === null || services[section.module]);
}
