// Challenges (module flag `challenges`, issue 31, engagement.md §5): the challenges a person may
// take part in (/challenges: active, mine, ended) and one challenge with its rules, the
// accessible alternative, my progress, claims, check-in, leaderboard and activity
// (/challenges/:challengeId), their main-menu entry, the home's "Tus retos", the console's
// section "Retos" (admin/: the list with its lifecycle, the editor, the claims and the figures),
// the notification kinds, the ledger kind of the rewards and the approvals inbox's kind.
// Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { challengesPaths } from './paths';

const list = lazyRoute(() => import('./pages/challenges-page'), 'ChallengesPage');
const one = lazyRoute(() => import('./pages/challenge-page'), 'ChallengePage');
const icon = () => import('@mui/icons-material/FlagOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: challengesPaths.list, module: 'challenges', page: list },
    { path: challengesPaths.list, param: 'challengeId', module: 'challenges', page: one },
  ],
  nav: [
    {
      key: 'challenges',
      path: challengesPaths.list,
      labelKey: 'challenges.nav',
      icon,
      module: 'challenges',
      order: 26.7,
    },
  ],
  approvalKinds: { challenge_claim: { labelKey: 'challenges.approvalKind', order: 30 } },
  ledgerKinds: {
    challenge: {
      entry: 'challenges.ledger.challenge.entry',
      total: 'challenges.ledger.challenge.total',
    },
  },
};
