// The console menu's search and its current section.
import { adminSectionPath } from '@/lib/modules/admin-sections';
import type { AdminSection } from '@/lib/modules/console';

/** The menu's groups, in order. */
export const NAV_GROUPS = ['manage', 'settings'] as const;

/** Lower case without accents ("Catálogo" → "catalogo"). */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** The sections whose name contains every word of the query, in any case and with or without
 *  accents ("solic punt" → "Solicitudes de puntos"); all of them for an empty query. */
export function filterSections<S extends Pick<AdminSection, 'id'>>(
  sections: readonly S[],
  query: string,
  label: (section: S) => string,
): S[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections.filter((section) => {
    const name = folded(label(section));
    return words.every((word) => name.includes(word));
  });
}

/** The section whose path is the longest whole-segment prefix of the address (people/import
 *  over people). */
export function currentSection<S extends Pick<AdminSection, 'segment'>>(
  sections: readonly S[],
  pathname: string,
): S | undefined {
  return sections
    .filter((section) => {
      const path = adminSectionPath(section);
      return pathname === path || pathname.startsWith(`${path}/`);
    })
    .reduce<S | undefined>(
      (best, section) => (!best || section.segment.length > best.segment.length ? section : best),
      undefined,
    );
}
