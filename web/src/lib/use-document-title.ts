import { useEffect } from 'react';

/** Sets the page title to "<title> · <suffix>" while the calling screen is shown. */
export function useDocumentTitle(title: string | null, suffix = 'Aplauso'): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
}
