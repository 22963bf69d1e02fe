// The challenges' screens (not in spec §2's table): `/challenges` with its tab
// (`?challengesTab=`), one challenge below it (`/challenges/:challengeId`), and the console's
// section at /admin/challenges with one challenge open (`?challenge=<id>` and its tab
// `?challengeTab=`) or a new one (`?newChallenge`). Every module's query names are written once
// across the app (app/modules.test.ts).
export const challengesPaths = {
  list: '/challenges',
  /** The console's section (admins). */
  admin: '/admin/challenges',
} as const;

export const challengesParams = {
  /** /challenges' tab. */
  tab: 'challengesTab',
  /** The console: a challenge open, a new one, the open challenge's tab. */
  challenge: 'challenge',
  create: 'newChallenge',
  manageTab: 'challengeTab',
} as const;

/** One challenge's address. */
export const challengePath = (challengeId: number) => `${challengesPaths.list}/${challengeId}`;

/** A challenge in the console. */
export const challengeManagePath = (challengeId: number) =>
  `${challengesPaths.admin}?${challengesParams.challenge}=${challengeId}`;
