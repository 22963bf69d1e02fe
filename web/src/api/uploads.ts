// Presigned uploads: ask the server for a ticket, then PUT the raw file to its URL. The URL
// carries its own signature, so the upload goes out through a plain axios call that never
// sends the Bearer token (not through the authenticated client).
import axios, { type AxiosProgressEvent } from 'axios';

import { apiClient, unwrap } from './client';
import { toApiError } from './errors';
import type { components } from './schema';
import type { Envelope } from './types';

export type UploadTicket = components['schemas']['UploadTicket'];
export type UploadKind = 'post-attachments';

/** What post attachments may be (the server checks the same). */
export const POST_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
export const POST_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Generous limit for one file's transfer. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** POST /upload_presign/{type}. */
export async function presignUpload(
  kind: UploadKind,
  file: { name: string; type: string; size: number },
  signal?: AbortSignal,
): Promise<UploadTicket> {
  return unwrap(
    await apiClient.post<Envelope<UploadTicket>>(
      `/upload_presign/${kind}`,
      { file_name: file.name, content_type: file.type, size: file.size },
      { signal },
    ),
  );
}

/** PUTs the file to the ticket's URL with the ticket's headers only; reports progress 0–1. */
export async function uploadToTicket(
  ticket: UploadTicket,
  file: Blob,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  try {
    await axios.request({
      url: ticket.upload_url,
      method: ticket.method,
      data: file,
      headers: ticket.headers,
      timeout: UPLOAD_TIMEOUT_MS,
      signal,
      onUploadProgress: (event: AxiosProgressEvent) => {
        const total = event.total ?? file.size;
        if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
      },
    });
  } catch (error) {
    throw toApiError(error);
  }
}

/** Presigns and uploads one file; resolves to the key to send with the post. */
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
