// Where the admin console's sections (console.ts) are, and which of them an organisation sees.
import type { ServiceFlags } from '@/config/modules';
import { paths } from '@/config/paths';

import type { AdminSection } from './console';

/** The absolute path of a section (`/admin/types`). */
export function adminSectionPath(section: Pick<AdminSection, 'segment'>): string {
  return `${paths.admin}/${section.segment}`;
}

/** Sections whose module is on. */
export function visibleAdminSections(
  sections: readonly AdminSection[],
  services: ServiceFlags,
): AdminSection[] {
  return sections.filter((section) => section.module === null || services[section.module]);
}
