// The words of a refused task write: the module's own for the codes it knows (a cycle of
// dependencies, a blocked task, a missing proof, a run already started), else the catalogue's
// or the server's text.
import type { TFunction } from 'i18next';

import { ApiError } from '@/api/errors';

const OWN_WORDS = {
  task_cycle: 'tasks.errors.task_cycle',
  task_blocked: 'tasks.errors.task_blocked',
  proof_required: 'tasks.errors.proof_required',
  run_exists: 'tasks.errors.run_exists',
  not_a_leader: 'tasks.errors.not_a_leader',
} as const;

const isOwn = (code: string | null): code is keyof typeof OWN_WORDS =>
  code !== null && Object.hasOwn(OWN_WORDS, code);

export function taskErrorText(
  t: TFunction,
  error: unknown,
  fallback: (error: unknown) => string,
): string {
  if (error instanceof ApiError && isOwn(error.code)) return t(OWN_WORDS[error.code]);
  return fallback(error);
}
