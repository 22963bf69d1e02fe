// Every feature's manifest (features/*/module.ts), collected at build time: a new module's
// routes, menu entries and console sections need no edit here.
import { byOrder, type ModuleManifest } from '@/lib/modules/manifest';

const manifests = import.meta.glob<ModuleManifest>('../features/*/module.ts', {
  eager: true,
  import: 'manifest',
});

const modules = Object.values(manifests);

export const MODULE_ROUTES = modules.flatMap((module) => module.routes ?? []);
export const MODULE_NAV = byOrder(modules.flatMap((module) => module.nav ?? []));
export const ADMIN_SECTIONS = byOrder(modules.flatMap((module) => module.adminSections ?? []));
