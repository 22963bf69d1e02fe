// Recognitions: the admin console gets the recognition types and the corporate values, and the
// notification of a recognition received its wording. The send button is in the frame's top bar
// (frame.ts) and in the feed's empty state on the home (home.ts).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const types = lazyRoute(() => import('./admin/types/types-page'), 'TypesPage');
const values = lazyRoute(() => import('./admin/values/values-page'), 'ValuesPage');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  adminSections: [
    adminSection(
      'types',
      { module: 'recognitions', order: 10, labelKey: 'admin.nav.types' },
      types,
    ),
    adminSection(
      'values',
      { module: 'recognitions', order: 20, labelKey: 'admin.nav.values' },
      values,
    ),
  ],
  ledgerKinds: {
    recognition: {
      entry: 'recognition.ledger.recognition.entry',
      total: 'recognition.ledger.recognition.total',
    },
  },
  switches: [
    {
      flag: 'recognitions',
      name: 'recognition.modules.recognitions.name',
      description: 'recognition.modules.recognitions.description',
    },
  ],
};
