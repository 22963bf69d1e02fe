import { useEffect, useState } from 'react';

/** A data: URL of a chosen image for previewing it (read in the background), or null. */
export function useFilePreview(file: Blob | null): string | null {
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
