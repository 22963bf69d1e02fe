// The suggestions module's parts of the admin console: its sections and module switches. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const campaigns = lazyRoute(() => import('./admin/campaigns-admin-page'), 'CampaignsAdminPage');
const box = lazyRoute(() => import('./admin/box-settings-page'), 'BoxSettingsPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'ideas',
      { module: 'ideas', order: 63, labelKey: 'suggestions.admin.campaignsNav' },
      campaigns,
    ),
    adminSection(
      'suggestions',
      { module: 'suggestions', order: 64, labelKey: 'suggestions.admin.boxNav' },
      box,
    ),
  ],
  switches: [
    {
      flag: 'suggestions',
      name: 'suggestions.modules.suggestions.name',
      description: 'suggestions.modules.suggestions.description',
    },
    {
      flag: 'ideas',
      name: 'suggestions.modules.ideas.name',
      description: 'suggestions.modules.ideas.description',
    },
  ],
};
