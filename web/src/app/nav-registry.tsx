// Screens that exist and may appear in the navigation, with the module flag each needs.
// A module is listed only when its flag is on and its screen (spec §2 table) is built.
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { ReactNode } from 'react';

import type { Role } from '@/api/types';
import type { ModuleKey, ServiceFlags } from '@/config/modules';
import { paths, type PathName } from '@/config/paths';

export type NavEntry = {
  key: string;
  path: PathName;
  labelKey: 'nav.home' | 'nav.admin' | 'nav.podium' | 'nav.profile';
  icon: ReactNode;
  /** null: always shown to a signed-in user. */
  module: ModuleKey | null;
  /** Shown only to users of this role (`user_type`); absent: every role. */
  role?: Role;
};

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', path: 'home', labelKey: 'nav.home', icon: <HomeOutlined />, module: null },
  {
    key: 'podium',
    path: 'podium',
    labelKey: 'nav.podium',
    icon: <EmojiEventsOutlined />,
    module: 'podium',
  },
  {
    key: 'profile',
    path: 'profile',
    labelKey: 'nav.profile',
    icon: <PersonOutlined />,
    module: 'profile',
  },
  {
    key: 'admin',
    path: 'admin',
    labelKey: 'nav.admin',
    icon: <AdminPanelSettingsOutlined />,
    module: null,
    role: 'admin',
  },
];

export function visibleNavEntries(
  entries: readonly NavEntry[],
  services: ServiceFlags,
  role: Role | null = null,
): NavEntry[] {
  return entries.filter(
    (entry) =>
      (entry.module === null || services[entry.module]) &&
      (entry.role === undefined || entry.role === role),
  );
}

export function navPath(entry: NavEntry): string {
  return paths[entry.path];
}
