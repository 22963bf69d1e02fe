// The names of the audit trail's actions, areas, target types and fields in the UI language
// (`audit.actions.*`, `audit.areas.*`, `audit.targets.*`, `audit.fields.*`); what the glossary
// does not know yet (a module added later) shows as the server wrote it.
import { useTranslation } from 'react-i18next';

/** t() for keys built from the server's words, which the typed t() cannot check. */
type DynamicT = (key: string) => string;

export type AuditLabels = {
  action: (action: string) => string;
  area: (area: string) => string;
  target: (type: string) => string;
  field: (name: string) => string;
};

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
  };
}
