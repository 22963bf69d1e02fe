// The programs' screens: `/programs` (spec §2, config/paths.ts) and one program below it,
// `/programs/:programId`; the console's section at /admin/programs with one program in its
// editor (`?program=<id>`, `?newProgram`).
import { paths } from '@/config/paths';

/** One program's address. */
export const programPath = (programId: number) => `${paths.programs}/${programId}`;

export const programsParams = {
  /** The console: a program in the editor, a new one, a program's follow-up view. */
  program: 'program',
  create: 'newProgram',
  view: 'view',
} as const;

/** The console's section, below /admin. */
export const PROGRAMS_ADMIN_SEGMENT = 'programs';

/** The same section outside the console, for owners who are not admins. */
export const programsManagePath = '/programs-manage';

/** A program in the console (admins) or in the owners' page. */
export const programsAdminPath = (programId: number, inConsole: boolean) =>
  `${inConsole ? `${paths.admin}/${PROGRAMS_ADMIN_SEGMENT}` : programsManagePath}?${programsParams.program}=${programId}`;
