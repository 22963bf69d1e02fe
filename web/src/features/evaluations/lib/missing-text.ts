import type { TFunction } from 'i18next';

import type { Missing } from '../api/types';

/** What is still missing, in words: "autoevaluación, 2 evaluaciones de pares (Ana, Carlos)". */
export function missingText(missing: readonly Missing[], t: TFunction): string {
  return missing
    .filter((entry) => entry.count > 0)
    .map((entry) => {
      const words = t(`evaluations.missing.${entry.kind}`, { count: entry.count });
      const names = (entry.people ?? []).map((person) => person.name).filter(Boolean);
      return names.length > 0 ? `${words} (${names.join(', ')})` : words;
    })
    .join(', ');
}
