// The documentation's menu: About → General Information; How To Guide → Authenticate, Public
// API Services and the API Reference generated from the contract (spec §2).

export type DocsSectionId = 'general' | 'authenticate' | 'services' | 'reference';

export type DocsGroup = {
  key: 'about' | 'howTo';
  labelKey: 'docs.menu.about' | 'docs.menu.howTo';
  sections: readonly { id: DocsSectionId; labelKey: `docs.menu.${DocsSectionId}` }[];
};

export const DOCS_GROUPS: readonly DocsGroup[] = [
  {
    key: 'about',
    labelKey: 'docs.menu.about',
    sections: [{ id: 'general', labelKey: 'docs.menu.general' }],
  },
  {
    key: 'howTo',
    labelKey: 'docs.menu.howTo',
    sections: [
      { id: 'authenticate', labelKey: 'docs.menu.authenticate' },
      { id: 'services', labelKey: 'docs.menu.services' },
      { id: 'reference', labelKey: 'docs.menu.reference' },
    ],
  },
];

export const DEFAULT_DOCS_SECTION: DocsSectionId = 'general';

export function isDocsSection(value: string): value is DocsSectionId {
  return DOCS_GROUPS.some((group) => group.sections.some((section) => section.id === value));
}

/** The section named by a location hash (`#services`), else the default. */
export function sectionFromHash(hash: string): DocsSectionId {
  const id = hash.replace(/^#/, '');
  return isDocsSection(id) ? id : DEFAULT_DOCS_SECTION;
}
