// The admin console's sections as the app mounted them: the console route carries them in its
// handle, so the console's menu lists them without importing any module.
import { useMatches } from 'react-router';

import type { ServiceFlags } from '@/config/modules';
import { paths } from '@/config/paths';

import type { AdminSection } from './manifest';

export type AdminConsoleHandle = { adminSections: readonly AdminSection[] };

function isConsoleHandle(handle: unknown): handle is AdminConsoleHandle {
  return typeof handle === 'object' && handle !== null && 'adminSections' in handle;
}

/** Every section of the console (from the matched console route). */
export function useAdminSections(): readonly AdminSection[] {
  const match = useMatches().find((entry) => isConsoleHandle(entry.handle));
  return isConsoleHandle(match?.handle) ? match.handle.adminSections : [];
}

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
