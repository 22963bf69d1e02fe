// The organisation's settings in the admin console: Settings → General, Marca and Módulos, for
// admins whatever modules are on. They load with the console, not with the entry
// (lib/modules/console.ts); /general_settings is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type AdminSection, type ConsoleParts } from '@/lib/modules/console';
import type { GlossaryKey, LazyPage } from '@/lib/modules/manifest';

import { settingsSegments } from './paths';

const general = lazyRoute(() => import('./admin/general-settings-page'), 'GeneralSettingsPage');
const branding = lazyRoute(() => import('./admin/branding-settings-page'), 'BrandingSettingsPage');
const modules = lazyRoute(() => import('./admin/modules-settings-page'), 'ModulesSettingsPage');

/** A section of the Settings group, always there for admins. */
const setting = (
  id: string,
  order: number,
  segment: string,
  labelKey: GlossaryKey,
  page: LazyPage,
): AdminSection =>
  adminSection(id, { module: null, order, segment, labelKey, group: 'settings' }, page);

export const consoleParts: ConsoleParts = {
  adminSections: [
    setting('orgGeneral', 91, settingsSegments.general, 'orgSettings.nav.general', general),
    setting('orgBranding', 92, settingsSegments.branding, 'orgSettings.nav.branding', branding),
    setting('orgModules', 93, settingsSegments.modules, 'orgSettings.nav.modules', modules),
  ],
};
