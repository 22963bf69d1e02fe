// Sign-in: its pages live outside the signed-in frame (app/routes); the console gets the
// Settings → Sign-in section (which methods the organisation allows).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const signIn = lazyRoute(() => import('./admin/sign-in-settings-page'), 'SignInSettingsPage');

export const manifest: ModuleManifest = {
  adminSections: [
    adminSection(
      'signIn',
      { module: null, order: 95, segment: 'settings/sign-in', group: 'settings' },
      signIn,
    ),
  ],
};
