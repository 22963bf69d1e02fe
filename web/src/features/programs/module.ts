// Programs (module flag `programs`, issue 31, engagement.md §4): the programs a person takes part
// in (/programs) and one program with its actions, evidence, leaderboard and activity
// (/programs/:programId), their main-menu entry, the console's section (admin/: the programs
// with their editor, lifecycle, assignments, submissions and figures), the same section for
// owners who are not admins (/programs-manage), the notification kinds and the ledger kind of
// the points approved evidence pays. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { programsPaths } from './paths';

const list = lazyRoute(() => import('./pages/programs-page'), 'ProgramsPage');
const one = lazyRoute(() => import('./pages/program-page'), 'ProgramPage');
const manage = lazyRoute(() => import('./pages/manage-page'), 'ProgramsManagePage');
const icon = () => import('@mui/icons-material/EmojiEventsOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.programs, module: 'programs', page: list },
    { path: paths.programs, param: 'programId', module: 'programs', page: one },
    { path: programsPaths.manage, module: 'programs', page: manage },
  ],
  nav: [
    {
      key: 'programs',
      path: paths.programs,
      labelKey: 'programs.nav',
      icon,
      module: 'programs',
      order: 26.5,
    },
  ],
  approvalKinds: { program_submission: { labelKey: 'programs.approvalKind', order: 20 } },
  ledgerKinds: {
    program: {
      entry: 'programs.ledger.program.entry',
      total: 'programs.ledger.program.total',
    },
  },
};
