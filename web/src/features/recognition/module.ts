// Recognitions: the admin console gets the recognition types and the corporate values, and the
// notification of a recognition received its wording. The send button is in the frame's top bar
// (frame.ts) and in the feed's empty state on the home (home.ts).
// Its console parts are in console.ts.
import type { ModuleManifest } from '@/lib/modules/manifest';

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  ledgerKinds: {
    recognition: {
      entry: 'recognition.ledger.recognition.entry',
      total: 'recognition.ledger.recognition.total',
    },
  },
};
