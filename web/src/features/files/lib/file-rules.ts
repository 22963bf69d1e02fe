// The files repository's limits and checks, as the server applies them (api/modules/files.yaml):
// the types it stores and their size, tags, and the lengths of names and notes. The client checks
// them first, with the same words, so nothing is sent that would come back refused.

/** 15 MB, the server's limit for one file. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;
export const FOLDER_NAME_MAX = 80;
/** A folder's retention (FIL-4): from a week to twenty years, or none. */
export const RETENTION_MIN_DAYS = 7;
export const RETENTION_MAX_DAYS = 7300;
export const FILE_NAME_MAX = 120;
export const DESCRIPTION_MAX = 500;
export const NOTE_MAX = 300;
export const TAGS_MAX = 10;
export const TAG_MIN = 2;
export const TAG_MAX = 40;
export const OWNERS_MAX = 20;
/** Folders nest at most five levels (the top-level one included). */
export const FOLDER_LEVELS_MAX = 5;

/** What a file is, for its icon and how it opens. */
export type FileKind = 'pdf' | 'image' | 'text' | 'sheet' | 'document' | 'slides' | 'other';

const TYPES: Readonly<Record<string, FileKind>> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'text/plain': 'text',
  'text/csv': 'sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'slides',
};

const EXTENSIONS: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  txt: 'text',
  csv: 'sheet',
  docx: 'document',
  xlsx: 'sheet',
  pptx: 'slides',
};

/** The file picker's `accept`: the extensions and types the server stores. */
export const ACCEPT = [
  ...Object.keys(EXTENSIONS).map((extension) => `.${extension}`),
  ...Object.keys(TYPES),
].join(',');

/** The kind of a stored version by its content type (`image/png` → image). */
export function kindOfType(contentType: string): FileKind {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return TYPES[base] ?? 'other';
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether PDFs and images open inline (the others are downloaded). */
export function opensInline(contentType: string): boolean {
  const kind = kindOfType(contentType);
  return kind === 'pdf' || kind === 'image';
}

/** What is wrong with a chosen file before it is sent: too big, or a type the server refuses
 *  (judged by its extension and the browser's type; the server judges by content). */
export type FileProblem =
  'files.checks.fileTooLarge' | 'files.checks.fileType' | 'files.checks.fileEmpty';

export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem | null {
  if (file.size > MAX_FILE_BYTES) return 'files.checks.fileTooLarge';
  if (file.size === 0) return 'files.checks.fileEmpty';
  const byExtension = EXTENSIONS[extensionOf(file.name)];
  if (!byExtension) return 'files.checks.fileType';
  return null;
}

/** The tags typed as "política, seguridad": trimmed, empty ones dropped, each once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

export type TagsProblem = 'files.checks.tagsTooMany' | 'files.checks.tagLength';

/** Up to ten tags of 2 to 40 characters. */
export function tagsProblem(tags: readonly string[]): TagsProblem | null {
  if (tags.length > TAGS_MAX) return 'files.checks.tagsTooMany';
  if (tags.some((tag) => [...tag].length < TAG_MIN || [...tag].length > TAG_MAX))
    return 'files.checks.tagLength';
  return null;
}

/** yyyy-MM-dd of a real day (the date field's value), or '' for none. */
export function dateProblem(value: string): 'files.checks.date' | null {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'files.checks.date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? null
    : 'files.checks.date';
}

/** The first characters of a SHA-256, enough to tell versions apart at a glance. */
export function shortHash(sha256: string): string {
  return sha256.length > 12 ? `${sha256.slice(0, 12)}…` : sha256;
}

/** The person's local day as yyyy-MM-dd (an expiry date is a day). */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The refusals of the file itself, shown under the picker (by the request's field). */
export const FILE_CODES: Partial<Record<string, string>> = {
  file_too_large: 'file',
  invalid_file: 'file',
};
