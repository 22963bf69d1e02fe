import { useEffect, useState } from 'react';

import { sectionFromHash, type DocsSectionId } from '../docs-sections';

/** The section shown, kept in the location hash so it can be linked and bookmarked. */
export function useDocsSection(): DocsSectionId {
  const [section, setSection] = useState<DocsSectionId>(() =>
    sectionFromHash(window.location.hash),
  );
  useEffect(() => {
    const handleHashChange = () => setSection(sectionFromHash(window.location.hash));
    window.addEventListener('hashchange', handleHashChange);
    return () => window.removeEventListener('hashchange', handleHashChange);
  }, []);
  return section;
}
