// The checks of the repository's forms (glossary keys by request field), kept apart from the
// dialogs so they can be tested on their own.
import type { FileDetailsDraft } from '../components/file-fields';

import {
  DESCRIPTION_MAX,
  FILE_NAME_MAX,
  FOLDER_NAME_MAX,
  NOTE_MAX,
  OWNERS_MAX,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  dateProblem,
  parseTags,
  tagsProblem,
} from './file-rules';
import type { LocalProblems } from './use-field-errors';

const length = (text: string) => [...text].length;

/** A file's details: the name (required when editing), description, tags and expiry date. */
export function checkFileDetails(draft: FileDetailsDraft, nameRequired: boolean): LocalProblems {
  const name = draft.name.trim();
  return {
    name:
      nameRequired && name === ''
        ? 'files.checks.nameRequired'
        : length(name) > FILE_NAME_MAX
          ? 'files.checks.nameTooLong'
          : undefined,
    description:
      length(draft.description.trim()) > DESCRIPTION_MAX
        ? 'files.checks.descriptionTooLong'
        : undefined,
    tags: tagsProblem(parseTags(draft.tags)) ?? undefined,
    expires_on: dateProblem(draft.expiresOn) ?? undefined,
  };
}

/** A folder's retention as typed: empty (no limit) or whole days from 7 to 7300. */
export function retentionProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const days = Number(value);
  return /^\d+$/.test(value) && days >= RETENTION_MIN_DAYS && days <= RETENTION_MAX_DAYS
    ? undefined
    : 'files.checks.retentionRange';
}

/** A folder's name (1 to 80 characters), description, audience (some departments, groups or
 *  people when not everyone), owners and retention. */
export function checkFolder(draft: {
  name: string;
  description: string;
  owners: number;
  /** Not everyone, and no department, group or person chosen. */
  audienceEmpty?: boolean;
  /** Days as typed; empty: no limit. */
  retention?: string;
}): LocalProblems {
  const name = draft.name.trim();
  return {
    name:
      name === ''
        ? 'files.checks.folderNameRequired'
        : length(name) > FOLDER_NAME_MAX
          ? 'files.checks.folderNameTooLong'
          : undefined,
    description:
      length(draft.description.trim()) > DESCRIPTION_MAX
        ? 'files.checks.descriptionTooLong'
        : undefined,
    owners: draft.owners > OWNERS_MAX ? 'files.checks.ownersTooMany' : undefined,
    audience: draft.audienceEmpty ? 'files.checks.audienceEmpty' : undefined,
    retention_days: retentionProblem(draft.retention ?? ''),
  };
}

/** A new version's note. */
export function checkNote(note: string): LocalProblems {
  return { note: length(note.trim()) > NOTE_MAX ? 'files.checks.noteTooLong' : undefined };
}
