// Screens that may appear in the main navigation: Home, then every module's entries (from the
// manifests), each with the module flag it needs and, for some, the role; and the entries modules
// find at run time (frame.ts menu sources), placed among them.
import type { ComponentType } from 'react';

import type { Role } from '@/api/types';
import type { ServiceFlags } from '@/config/modules';
import { paths } from '@/config/paths';
import { moduleOn, type ModuleNavEntry } from '@/lib/modules/manifest';

import { MODULE_NAV } from './modules';

export const HOME_ENTRY: ModuleNavEntry = {
  key: 'home',
  path: paths.home,
  labelKey: 'nav.home',
  icon: () => import('@mui/icons-material/HomeOutlined'),
  module: null,
  order: 0,
};

export const NAV_ENTRIES: readonly ModuleNavEntry[] = [HOME_ENTRY, ...MODULE_NAV];

/** A navigation entry with its icon loaded. */
export type NavEntry = Omit<ModuleNavEntry, 'icon'> & { Icon: ComponentType };

/** Loads every entry's icon (with the frame's chunk, so the menu never shows without them). */
export async function loadNavEntries(
  entries: readonly ModuleNavEntry[] = NAV_ENTRIES,
): Promise<NavEntry[]> {
  return Promise.all(
    entries.map(async ({ icon, ...entry }) => ({ ...entry, Icon: (await icon()).default })),
  );
}

export function visibleNavEntries<E extends Pick<ModuleNavEntry, 'module' | 'role'>>(
  entries: readonly E[],
  services: ServiceFlags,
  role: Role | null = null,
): E[] {
  return entries.filter(
    (entry) =>
      moduleOn(entry.module, services) &&
      (entry.role === undefined ||
        (typeof entry.role === 'string'
          ? entry.role === role
          : role !== null && entry.role.includes(role))),
  );
}

export function navPath(entry: Pick<ModuleNavEntry, 'path'>): string {
  return entry.path;
}

/** Items placed in the menu: each group at its order, groups of the same order in the order
 *  given, items of a group in theirs. */
export function placeInMenu<T>(groups: readonly { order: number; items: readonly T[] }[]): T[] {
  return groups
    .map((group, index) => ({ ...group, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .flatMap((group) => group.items);
}
