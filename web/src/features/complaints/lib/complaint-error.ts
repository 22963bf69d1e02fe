// The words of a refused write of the channel: the module's own for the codes it knows (a
// conflict of interest names the people it concerns), else the catalogue's or the server's text.
import type { TFunction } from 'i18next';

import { ApiError } from '@/api/errors';

const OWN_WORDS = {
  conflict_of_interest: 'complaints.errors.conflict_of_interest',
  case_archived: 'complaints.errors.case_archived',
  report_locked: 'complaints.errors.report_locked',
  not_closed: 'complaints.errors.not_closed',
  invalid_stage: 'complaints.errors.invalid_stage',
  too_many_files: 'complaints.errors.too_many_files',
  unsupported_media_type: 'complaints.errors.unsupported_media_type',
  too_large: 'complaints.errors.too_large',
  invalid_file: 'complaints.errors.invalid_file',
} as const;

const isOwn = (code: string | null): code is keyof typeof OWN_WORDS =>
  code !== null && Object.hasOwn(OWN_WORDS, code);

/** The ids a conflict of interest names (details.user_ids). */
export function conflictIds(error: unknown): number[] {
  if (!(error instanceof ApiError) || error.code !== 'conflict_of_interest') return [];
  const ids = error.details.user_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/** `names` resolves the people of a conflict of interest (the picker's choices). */
export function complaintErrorText(
  t: TFunction,
  error: unknown,
  fallback: (error: unknown) => string,
  names: (id: number) => string | null = () => null,
): string {
  if (error instanceof ApiError && isOwn(error.code)) {
    if (error.code === 'conflict_of_interest') {
      const who = conflictIds(error)
        .map((id) => names(id))
        .filter((name): name is string => Boolean(name));
      return who.length
        ? t('complaints.errors.conflict_of_interest_named', { names: who.join(', ') })
        : t(OWN_WORDS.conflict_of_interest);
    }
    return t(OWN_WORDS[error.code]);
  }
  return fallback(error);
}
