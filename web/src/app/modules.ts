// Every feature's manifest (features/*/module.ts), collected at build time and registered for the
// features that show other modules' parts (lib/modules/registry.ts): a new module's screens,
// menu entries, profile sections and notification kinds need no edit here. Its console parts
// (console.ts) are collected by console.ts here, loaded on demand.
import { registerConsoleLoader } from '@/lib/modules/console';
import { byOrder, type ModuleManifest } from '@/lib/modules/manifest';
import { registerManifests } from '@/lib/modules/registry';

const manifests = import.meta.glob<ModuleManifest>('../features/*/module.ts', {
  eager: true,
  import: 'manifest',
});

const modules = Object.values(manifests);
registerManifests(modules);
registerConsoleLoader(() => import('./console'));

export const MODULE_ROUTES = modules.flatMap((module) => module.routes ?? []);
export const PUBLIC_ROUTES = modules.flatMap((module) => module.publicRoutes ?? []);
export const MODULE_NAV = byOrder(modules.flatMap((module) => module.nav ?? []));
export const STANDALONE_SCREENS = modules.flatMap((module) =>
  module.standalone ? [module.standalone] : [],
);
