// The programs' screens: `/programs` (spec §2, config/paths.ts) and one program below it,
// `/programs/:programId`; the console's section at /admin/programs, and the same screens at
// /programs-manage for owners who are not admins, with one program open (`?program=<id>` and
// its tab `?tab=`) or a new one (`?newProgram`).
import { paths } from '@/config/paths';

export const programsPaths = {
  /** The console's section (admins). */
  admin: '/admin/programs',
  /** The same section outside the console (the console is for admins only). */
  manage: '/programs-manage',
} as const;

export const programsParams = {
  /** The console: a program open, a new one, the open program's tab. */
  program: 'program',
  create: 'newProgram',
  tab: 'programTab',
} as const;

/** One program's address. */
export const programPath = (programId: number) => `${paths.programs}/${programId}`;

/** A program in the console (admins) or in the owners' page. */
export const programManagePath = (programId: number, inConsole: boolean) =>
  `${inConsole ? programsPaths.admin : programsPaths.manage}?${programsParams.program}=${programId}`;
