// Presigned uploads: ask the server for a ticket, then PUT the raw file to its URL. The URL
// carries its own signature, so the upload goes out with the ticket's headers only (never the
// Bearer token). XMLHttpRequest, because fetch cannot report upload progress. Used by every
// screen that attaches files (a recognition's post, a communication, a product's images).
import { sendData } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { components } from '@/api/schema';

export type UploadTicket = components['schemas']['UploadTicket'];

/** The upload types of spec §5 (a form's file question may ask for any of them). */
export type UploadKind =
  | 'post-attachments'
  | 'comm-attachment'
  | 'corp-benef-image'
  | 'user-profile-picture'
  | 'task-attachment'
  | 'program-attachment'
  | 'suggestion-attachment'
  | 'complaint-attachment'
  | 'goalcheckin-attachment';

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const DOCUMENTS = [
  ...IMAGES,
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export type UploadRule = { types: readonly string[]; maxBytes: number };

const MIB = 1024 * 1024;
const DOCUMENTS_RULE: UploadRule = { types: DOCUMENTS, maxBytes: 10 * MIB };
const IMAGES_RULE: UploadRule = { types: IMAGES, maxBytes: 5 * MIB };

/** What each upload type may be (the server checks the same, images by their content too:
 *  server/src/modules/uploads/upload_rules.cpp). */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  'post-attachments': { types: [...IMAGES, 'application/pdf'], maxBytes: 10 * MIB },
  'comm-attachment': DOCUMENTS_RULE,
  'corp-benef-image': IMAGES_RULE,
  'user-profile-picture': IMAGES_RULE,
  'task-attachment': DOCUMENTS_RULE,
  'program-attachment': DOCUMENTS_RULE,
  'suggestion-attachment': DOCUMENTS_RULE,
  'complaint-attachment': DOCUMENTS_RULE,
  'goalcheckin-attachment': DOCUMENTS_RULE,
};

/** Generous limit for one file's transfer. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** POST /upload_presign/{type}. */
export const presignUpload = (
  kind: UploadKind,
  file: { name: string; type: string; size: number },
  signal?: AbortSignal,
) =>
  sendData<UploadTicket>(
    'POST',
    `/upload_presign/${kind}`,
    { file_name: file.name, content_type: file.type, size: file.size },
    { signal },
  );

/** PUTs the file to the ticket's URL with the ticket's headers only; reports progress 0–1. */
export function uploadToTicket(
  ticket: UploadTicket,
  file: Blob,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.upload_url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
    };
    const stop = () => xhr.abort();
    const settle = (error: ApiError | null) => {
      signal?.removeEventListener('abort', stop);
      if (error) reject(error);
      else resolve();
    };
    xhr.onload = () =>
      settle(xhr.status < 400 ? null : new ApiError({ kind: 'http', status: xhr.status }));
    xhr.onerror = () => settle(new ApiError({ kind: 'network' }));
    xhr.ontimeout = () => settle(new ApiError({ kind: 'timeout' }));
    xhr.onabort = () => settle(new ApiError({ kind: 'cancelled' }));
    if (signal?.aborted) {
      settle(new ApiError({ kind: 'cancelled' }));
      return;
    }
    signal?.addEventListener('abort', stop);
    xhr.send(file);
  });
}

/** Presigns and uploads one file; resolves to the key to send with what it is attached to. */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const ticket = await presignUpload(kind, file, signal);
  await uploadToTicket(ticket, file, onProgress, signal);
  onProgress?.(1);
  return ticket.key;
}
