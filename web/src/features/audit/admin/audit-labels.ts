// The names of the audit trail's actions, areas, target types and fields in the UI language
// (`audit.actions.*`, `audit.areas.*`, `audit.targets.*`, `audit.fields.*`); what the glossary
// does not know shows as the server wrote it. Each module names its own areas, actions and
// targets in its glossary part (a slot: scripts/glossary-parts.mjs, SLOT_SECTIONS), so the
// filters offer what the modules named.
import { useTranslation } from 'react-i18next';

/** t() for keys built from the server's words, which the typed t() cannot check. */
type DynamicT = (key: string) => string;

export type AuditLabels = {
  action: (action: string) => string;
  area: (area: string) => string;
  target: (type: string) => string;
  field: (name: string) => string;
  /** The areas and target types the modules named, by their names in the UI language. */
  areas: string[];
  targets: string[];
};

/** The words of a glossary section, ordered by their names in the UI language. */
function wordsOf(section: unknown, language: string): string[] {
  if (!section || typeof section !== 'object') return [];
  const names = section as Record<string, string>;
  return Object.keys(names).sort((a, b) => (names[a] ?? a).localeCompare(names[b] ?? b, language));
}

export function useAuditLabels(): AuditLabels {
  const { t, i18n } = useTranslation();
  const text = t as unknown as DynamicT;
  const known = (section: string, word: string) => {
    // Keys are nested by dots: an action's dot is part of its name.
    const key = `audit.${section}.${word.replace('.', '_')}`;
    return i18n.exists(key) ? text(key) : word;
  };
  return {
    action: (action) => known('actions', action),
    area: (area) => known('areas', area),
    target: (type) => known('targets', type),
    field: (name) => known('fields', name),
    areas: wordsOf(t('audit.areas', { returnObjects: true }), i18n.language),
    targets: wordsOf(t('audit.targets', { returnObjects: true }), i18n.language),
  };
}
