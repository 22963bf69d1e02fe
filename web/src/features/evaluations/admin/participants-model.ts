// Who is added to a cycle, as the admin gives them: departments, people chosen by name, and
// e-mails pasted or read from a CSV file (any cell holding one; a header row is skipped).
import type { PersonRef } from '@/api/types';

import type { ParticipantsInput } from './types';

/** A department chosen (its id and name). */
export type NamedRef = { id: number; name: string };

export type ParticipantsDraft = {
  departments: NamedRef[];
  people: PersonRef[];
  /** The e-mails as pasted: one per line, or separated by commas, semicolons or spaces. */
  pasted: string;
  /** The e-mails a CSV file held, and its name. */
  file: { name: string; emails: string[] } | null;
};

export const EMPTY_PARTICIPANTS: ParticipantsDraft = {
  departments: [],
  people: [],
  pasted: '',
  file: null,
};

const EMAIL = /^[^\s@,;"'<>]+@[^\s@,;"'<>]+\.[^\s@,;"'<>]+$/;

/** The words of a paste: e-mails, and what is not one. */
export function readPasted(text: string): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.trim().replace(/^<|>$/g, '');
    if (token === '') continue;
    if (EMAIL.test(token)) emails.push(token.toLowerCase());
    else invalid.push(token);
  }
  return { emails: [...new Set(emails)], invalid };
}

/** The e-mails of a CSV file: every cell that is one (quotes removed); other cells (names, a
 *  header row) are left out. */
export function readCsvEmails(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    for (const raw of line.split(/[,;\t]/)) {
      const cell = raw.trim().replace(/^"|"$/g, '').trim();
      if (EMAIL.test(cell)) found.add(cell.toLowerCase());
    }
  }
  return [...found];
}

/** The request for a draft (null when it adds nobody). */
export function participantsInput(draft: ParticipantsDraft): ParticipantsInput | null {
  const emails = new Set([...readPasted(draft.pasted).emails, ...(draft.file?.emails ?? [])]);
  const input: ParticipantsInput = {
    ...(draft.people.length > 0 && { user_ids: draft.people.map((person) => person.id) }),
    ...(draft.departments.length > 0 && {
      department_ids: draft.departments.map((department) => department.id),
    }),
    ...(emails.size > 0 && { emails: [...emails] }),
  };
  return Object.keys(input).length > 0 ? input : null;
}
