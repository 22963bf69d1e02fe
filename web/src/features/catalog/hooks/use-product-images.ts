import { useCallback, useEffect, useRef, useState } from 'react';

import { UPLOAD_RULES, uploadFile } from '@/lib/uploads/presigned-upload';

import { PRODUCT_LIMITS } from '../api/admin-products';
import type { ProductImage } from '../api/products';

const KIND = 'corp-benef-image';

export type ProductImageEntry = {
  id: string;
  /** The file's name (new images), or null for an image the product already had. */
  name: string | null;
  /** The saved image's short-lived link (images the product already had). */
  url: string | null;
  /** The chosen file (new images), shown from memory. */
  file: File | null;
  status: 'uploading' | 'done' | 'failed';
  /** 0–1. */
  progress: number;
  /** The upload key, once done (what the product is saved with). */
  key: string | null;
  error?: unknown;
};

export type ImageRejection = { name: string; reason: 'type' | 'size' | 'count' };

export type ProductImages = {
  items: ProductImageEntry[];
  rejections: ImageRejection[];
  /** Checks and starts uploading the chosen files, after the others. */
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  /** Moves an image one place earlier (-1) or later (+1). */
  move: (id: string, by: -1 | 1) => void;
  uploading: boolean;
  failed: boolean;
  /** The keys of the images, in the order shown (the first is the main one). */
  keys: string[];
  accept: readonly string[];
  maxImages: number;
};

let nextId = 0;
const newId = () => {
  nextId += 1;
  return `image-${nextId}`;
};

/** A product's images: those it has, and new ones uploaded at once (presigned, type
 *  corp-benef-image: JPG, PNG, GIF or WebP up to 5 MB), at most 8, in an order the admin sets.
 *  Uploads still running are stopped on unmount. */
export function useProductImages(initial: readonly ProductImage[]): ProductImages {
  const [items, setItems] = useState<ProductImageEntry[]>(() =>
    initial.map((image) => ({
      id: newId(),
      name: null,
      url: image.url,
      file: null,
      status: 'done',
      progress: 1,
      key: image.key,
    })),
  );
  const [rejections, setRejections] = useState<ImageRejection[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const rule = UPLOAD_RULES[KIND];

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = useCallback((id: string, change: Partial<ProductImageEntry>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      uploadFile(KIND, file, (progress) => patch(id, { progress }), controller.signal)
        .then((key) => patch(id, { status: 'done', progress: 1, key }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) patch(id, { status: 'failed', error });
        })
        .finally(() => controllers.current.delete(id));
    },
    [patch],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const refused: ImageRejection[] = [];
      const accepted: ProductImageEntry[] = [];
      const chosen: File[] = [];
      let room = PRODUCT_LIMITS.maxImages - items.length;
      for (const file of files) {
        const reason = !rule.types.includes(file.type)
          ? 'type'
          : file.size > rule.maxBytes
            ? 'size'
            : room <= 0
              ? 'count'
              : null;
        if (reason) {
          refused.push({ name: file.name, reason });
          continue;
        }
        room -= 1;
        chosen.push(file);
        accepted.push({
          id: newId(),
          name: file.name,
          url: null,
          file,
          status: 'uploading',
          progress: 0,
          key: null,
        });
      }
      setRejections(refused);
      if (accepted.length === 0) return;
      setItems((current) => [...current, ...accepted]);
      accepted.forEach((entry, index) => start(entry.id, chosen[index]!));
    },
    [items.length, rule, start],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
    setRejections([]);
  }, []);

  const move = useCallback((id: string, by: -1 | 1) => {
    setItems((current) => {
      const from = current.findIndex((item) => item.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });
  }, []);

  return {
    items,
    rejections,
    add,
    remove,
    move,
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'failed'),
    keys: items.flatMap((item) => (item.status === 'done' && item.key ? [item.key] : [])),
    accept: rule.types,
    maxImages: PRODUCT_LIMITS.maxImages,
  };
}
