// The organisation's own wording: the console's Settings → Textos, where admins change any text
// of the interface per language and translate the keys the app reported missing (always there
// for admins, whatever modules are on).
// It has no manifest: all of it is the console's, loaded with the console (lib/modules/console.ts).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const glossary = lazyRoute(() => import('./admin/glossary-page'), 'GlossaryPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'glossary',
      {
        module: null,
        // After Módulos (93) and Celebraciones (94), before Inicio de sesión (95).
        order: 94.5,
        segment: 'settings/texts',
        group: 'settings',
        labelKey: 'glossaryAdmin.nav',
      },
      glossary,
    ),
  ],
};
