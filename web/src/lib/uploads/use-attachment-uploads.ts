import { useCallback, useEffect, useRef, useState } from 'react';

import { UPLOAD_RULES, uploadFile, type UploadKind } from './presigned-upload';

export type UploadStatus = 'uploading' | 'done' | 'failed';

export type AttachmentUpload = {
  id: string;
  name: string;
  size: number;
  /** 0–1. */
  progress: number;
  status: UploadStatus;
  /** The upload key, once done. */
  key?: string;
  error?: unknown;
};

/** Why a file was refused before uploading. */
export type AttachmentRejection = {
  name: string;
  reason: 'type' | 'size' | 'count';
};

export type AttachmentUploads = {
  items: AttachmentUpload[];
  rejections: AttachmentRejection[];
  /** Checks and starts uploading the chosen files. */
  add: (files: readonly File[]) => void;
  /** Removes a file (stopping its upload). */
  remove: (id: string) => void;
  uploading: boolean;
  /** Some file could not be uploaded (remove it before sending). */
  failed: boolean;
  /** Keys of the finished uploads, in the order chosen. */
  keys: string[];
  /** At most this many files. */
  maxFiles: number;
  /** The content types accepted (the file picker's `accept`). */
  accept: readonly string[];
};

/** Why the file cannot be an upload of this kind, or null when it can. */
export function checkAttachment(
  file: Pick<File, 'type' | 'size'>,
  kind: UploadKind,
): AttachmentRejection['reason'] | null {
  const rule = UPLOAD_RULES[kind];
  if (!rule.types.includes(file.type)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

let nextId = 0;

/** Attachments of a form: checked against the upload kind's rule and `maxFiles`, uploaded at
 *  once with progress per file. Uploads still running are stopped on unmount. */
export function useAttachmentUploads(kind: UploadKind, maxFiles: number): AttachmentUploads {
  const [items, setItems] = useState<AttachmentUpload[]>([]);
  const [rejections, setRejections] = useState<AttachmentRejection[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = useCallback((id: string, change: Partial<AttachmentUpload>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      uploadFile(kind, file, (progress) => patch(id, { progress }), controller.signal)
        .then((key) => patch(id, { status: 'done', progress: 1, key }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) patch(id, { status: 'failed', error });
        })
        .finally(() => controllers.current.delete(id));
    },
    [kind, patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const refused: AttachmentRejection[] = [];
      const accepted: { item: AttachmentUpload; file: File }[] = [];
      let room = maxFiles - items.length;
      for (const file of files) {
        const reason = checkAttachment(file, kind) ?? (room <= 0 ? 'count' : null);
        if (reason) {
          refused.push({ name: file.name, reason });
          continue;
        }
        room -= 1;
        nextId += 1;
        accepted.push({
          file,
          item: {
            id: `upload-${nextId}`,
            name: file.name,
            size: file.size,
            progress: 0,
            status: 'uploading',
          },
        });
      }
      setRejections(refused);
      if (accepted.length === 0) return;
      setItems((current) => [...current, ...accepted.map((entry) => entry.item)]);
      for (const entry of accepted) start(entry.item.id, entry.file);
    },
    [items.length, kind, maxFiles, start],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
    setRejections([]);
  }, []);

  return {
    items,
    rejections,
    add,
    remove,
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'failed'),
    keys: items.flatMap((item) => (item.status === 'done' && item.key ? [item.key] : [])),
    maxFiles,
    accept: UPLOAD_RULES[kind].types,
  };
}
