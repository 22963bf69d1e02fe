// The answers a person has typed into a form and not sent yet, kept in this browser per person,
// form and version (a new version starts afresh: its questions may differ). Sending the form
// forgets them. Storage that fails keeps nothing (lib/local-storage).
import type { Answers } from '@/lib/forms/types';
import { localStorageOrNull, readStoredJson, writeStoredJson } from '@/lib/local-storage';

const PREFIX = 'aplauso.formDraft';

/** Drafts older than this are not offered again. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type StoredDraft = { saved_at: number; answers: Answers };

const formPrefix = (userId: number, formId: string) => `${PREFIX}.${userId}.${formId}.`;
const draftKey = (userId: number, formId: string, version: number) =>
  `${formPrefix(userId, formId)}${version}`;

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { saved_at: savedAt, answers } = value as Partial<StoredDraft>;
  return (
    typeof savedAt === 'number' &&
    typeof answers === 'object' &&
    answers !== null &&
    !Array.isArray(answers)
  );
}

/** The draft of this version, or undefined (none, too old, or unreadable). */
export function readDraft(
  userId: number,
  formId: string,
  version: number,
  now = Date.now(),
): Answers | undefined {
  const stored = readStoredJson(draftKey(userId, formId, version));
  if (!isStoredDraft(stored) || now - stored.saved_at > DRAFT_MAX_AGE_MS) return undefined;
  return stored.answers;
}

/** Every key of this person's drafts of the form (any version). */
function formKeys(storage: Storage, userId: number, formId: string): string[] {
  const prefix = formPrefix(userId, formId);
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && key.startsWith(prefix),
  );
}

/** Keeps the draft of this version; drafts of the form's other versions go. */
export function writeDraft(
  userId: number,
  formId: string,
  version: number,
  answers: Answers,
  now = Date.now(),
): void {
  const storage = localStorageOrNull();
  const key = draftKey(userId, formId, version);
  try {
    for (const other of storage ? formKeys(storage, userId, formId) : [])
      if (other !== key) storage?.removeItem(other);
  } catch {
    // Storage denied: nothing to tidy.
  }
  if (Object.keys(answers).length === 0) {
    forgetDraft(userId, formId);
    return;
  }
  writeStoredJson(key, { saved_at: now, answers } satisfies StoredDraft);
}

/** Forgets this person's drafts of the form (once sent). */
export function forgetDraft(userId: number, formId: string): void {
  const storage = localStorageOrNull();
  try {
    for (const key of storage ? formKeys(storage, userId, formId) : []) storage?.removeItem(key);
  } catch {
    // Storage denied: nothing was kept.
  }
}
