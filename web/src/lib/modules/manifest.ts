// What a feature tells the app about itself, in its `module.ts`: its routes in the signed-in
// frame, its entries in the main navigation and its sections of the admin console. The app
// collects every manifest (app/modules.ts); pages are referenced only through lazy imports, so
// each stays its own chunk.
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';

import type { Role } from '@/api/types';
import type { ModuleKey } from '@/config/modules';
import { paths, type PathName } from '@/config/paths';

/** A page loaded on demand (see lazyRoute). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** An icon module loaded on demand (`() => import('@mui/icons-material/...')`). */
export type LazyIcon = () => Promise<{ default: ComponentType }>;

export type GlossaryKey = ParseKeys;

export type ModuleRoute = {
  path: PathName;
  /** A parameter of the path below it: `id` on `post` mounts `/post/:id`. */
  param?: string;
  /** The module flag the route needs (not-found while it is off); null: always there. */
  module: ModuleKey | null;
  page: LazyPage;
  /** The admin console: every module's admin sections are its child routes. */
  adminConsole?: boolean;
};

export type ModuleNavEntry = {
  key: string;
  path: PathName;
  labelKey: GlossaryKey;
  icon: LazyIcon;
  module: ModuleKey | null;
  /** Shown only to users of this role, or of one of these roles (`user_type`); absent: every
   *  role. */
  role?: Role | readonly Role[];
  /** Place in the menu, lowest first. */
  order: number;
};

export type AdminSection = {
  id: string;
  /** Path below /admin. */
  segment: string;
  labelKey: GlossaryKey;
  /** null: always available to admins. */
  module: ModuleKey | null;
  /** Settings entries are grouped apart in the menu. */
  group: 'manage' | 'settings';
  /** Place in the menu, lowest first. */
  order: number;
  page: LazyPage;
};

export type ModuleManifest = {
  routes?: readonly ModuleRoute[];
  nav?: readonly ModuleNavEntry[];
  adminSections?: readonly AdminSection[];
};

/** The route path a module route is mounted at (`/podium`, `/post/:id`). */
export function routePath(route: Pick<ModuleRoute, 'path' | 'param'>): string {
  return route.param ? `${paths[route.path]}/:${route.param}` : paths[route.path];
}

/** A console section; by default its segment is its id, its label `admin.nav.<id>` and it is in
 *  the "manage" group. */
export function adminSection(
  id: string,
  options: Pick<AdminSection, 'module' | 'order'> &
    Partial<Pick<AdminSection, 'segment' | 'labelKey' | 'group'>>,
  page: LazyPage,
): AdminSection {
  return {
    id,
    segment: options.segment ?? id,
    labelKey: options.labelKey ?? (`admin.nav.${id}` as GlossaryKey),
    group: options.group ?? 'manage',
    module: options.module,
    order: options.order,
    page,
  };
}

/** Orders navigation entries and sections. */
export function byOrder<T extends { order: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.order - b.order);
}
