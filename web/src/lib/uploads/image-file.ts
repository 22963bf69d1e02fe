// A picture chosen from the device before it is uploaded: its type by its first bytes (as the
// server checks it), the check of a form's accepted types and size, and a preview to show.
import { useEffect, useState } from 'react';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The image type its first bytes say, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = [0x57, 0x45, 0x42, 0x50].every((byte, i) => bytes[8 + i] === byte);
  if (riff && webp) return 'image/webp';
  return null;
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  const buffer =
    typeof slice.arrayBuffer === 'function'
      ? await slice.arrayBuffer()
      : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

/** What is wrong with a chosen picture: `size` past `maxBytes`, `type` when neither its
 *  declared type nor its content is one of `types`; null when it may be uploaded. */
export async function checkImageFile(
  file: File,
  limits: { types: readonly ImageType[]; maxBytes: number },
): Promise<'type' | 'size' | null> {
  const declared = (limits.types as readonly string[]).includes(file.type);
  const sniffed = sniffImageType(await firstBytes(file, 12));
  if (!declared || sniffed === null || !limits.types.includes(sniffed)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  return null;
}

/** A data: URL of a chosen picture for previewing it (read in the background), or null. */
export function useImagePreview(file: Blob | null): string | null {
  const [preview, setPreview] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
