// The auth module's parts of the admin console: its sections. They load with the console, not with
// the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const signIn = lazyRoute(() => import('./admin/sign-in-settings-page'), 'SignInSettingsPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'signIn',
      {
        module: null,
        order: 95,
        segment: 'settings/sign-in',
        group: 'settings',
        labelKey: 'admin.nav.signIn',
      },
      signIn,
    ),
  ],
};
