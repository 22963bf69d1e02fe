// Types t() keys against the Spanish catalog, so a key missing from it fails type-checking.
import 'i18next';

import type glossary from './locales/es/glossary.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'glossary';
    resources: { glossary: typeof glossary };
  }
}
