// The directory preview's filters (a text and a status, applied in the browser: the preview is
// one list in memory) and which of its people can be imported.
import type { DirectoryEntry, DirectoryEntryStatus } from './api/people-directory';

export const DIRECTORY_STATUSES: readonly DirectoryEntryStatus[] = [
  'new',
  'active',
  'inactive',
  'no_email',
];

export type DirectoryStatusFilter = 'all' | DirectoryEntryStatus;

export type DirectoryEntryFilter = { text: string; status: DirectoryStatusFilter };

export const NO_DIRECTORY_FILTER: DirectoryEntryFilter = { text: '', status: 'all' };

/** An entry with an address can be imported (created, or updated when a member has it). */
export function importableEmail(entry: DirectoryEntry): string | null {
  return entry.status === 'no_email' ? null : entry.email;
}

/** "Ana Torres", or '' when the directory has no name for them. */
export function entryName(entry: DirectoryEntry): string {
  return [entry.first_name, entry.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** Lower case without accents, so "jose" finds "José". */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The entries with that status whose name, e-mail, job position or department holds the
 *  text (any case, any accents), in the directory's order. */
export function filterEntries(
  entries: readonly DirectoryEntry[],
  { text, status }: DirectoryEntryFilter,
): DirectoryEntry[] {
  const wanted = fold(text.trim());
  return entries.filter(
    (entry) =>
      (status === 'all' || entry.status === status) &&
      (!wanted ||
        [entryName(entry), entry.email, entry.job_position, entry.department].some(
          (value) => value && fold(value).includes(wanted),
        )),
  );
}
