// The organisation's settings: the console's Settings → General (name, language, time zone,
// country), Marca (colours, logos, tagline) and Módulos (which modules are on), for admins
// whatever modules are on; and /general_settings (spec §2), which opens General.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import {
  adminSection,
  type AdminSection,
  type GlossaryKey,
  type LazyPage,
  type ModuleManifest,
} from '@/lib/modules/manifest';

const SEGMENTS = {
  general: 'settings/general',
  branding: 'settings/branding',
  modules: 'settings/modules',
} as const;

const general = lazyRoute(() => import('./admin/general-settings-page'), 'GeneralSettingsPage');
const branding = lazyRoute(() => import('./admin/branding-settings-page'), 'BrandingSettingsPage');
const modules = lazyRoute(() => import('./admin/modules-settings-page'), 'ModulesSettingsPage');
const toGeneral = lazyRoute(
  () =>
    import('./admin/section-redirect').then(({ sectionRedirect }) => ({
      Redirect: sectionRedirect(SEGMENTS.general),
    })),
  'Redirect',
);

/** A section of the Settings group, always there for admins. */
const setting = (
  id: string,
  order: number,
  segment: string,
  labelKey: GlossaryKey,
  page: LazyPage,
): AdminSection =>
  adminSection(id, { module: null, order, segment, labelKey, group: 'settings' }, page);

export const manifest: ModuleManifest = {
  routes: [{ path: paths.generalSettings, module: null, page: toGeneral }],
  adminSections: [
    setting('orgGeneral', 91, SEGMENTS.general, 'orgSettings.nav.general', general),
    setting('orgBranding', 92, SEGMENTS.branding, 'orgSettings.nav.branding', branding),
    setting('orgModules', 93, SEGMENTS.modules, 'orgSettings.nav.modules', modules),
  ],
};
