// Screens that exist and may appear in the navigation, with the module flag each needs.
// A module is listed only when its flag is on and its screen (spec §2 table) is built.
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import type { ReactNode } from 'react';

import type { ModuleKey, ServiceFlags } from '@/config/modules';
import { paths, type PathName } from '@/config/paths';

export type NavEntry = {
  key: string;
  path: PathName;
  labelKey: 'nav.home';
  icon: ReactNode;
  /** null: always shown to a signed-in user. */
  module: ModuleKey | null;
};

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', path: 'home', labelKey: 'nav.home', icon: <HomeOutlined />, module: null },
];

export function visibleNavEntries(
  entries: readonly NavEntry[],
  services: ServiceFlags,
): NavEntry[] {
  return entries.filter((entry) => entry.module === null || services[entry.module]);
}

export function navPath(entry: NavEntry): string {
  return paths[entry.path];
}
