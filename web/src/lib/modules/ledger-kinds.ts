// How a kind of points movement reads wherever the app shows one (a person's points history, the
// console's outputs report, a recognition's entries): in the words of the module that writes it
// (its manifest's `ledgerKinds`), or as its raw name when no module declares it.
import { useTranslation } from 'react-i18next';

import { ledgerKindWords } from './registry';

/** `entry`: one movement ("Encuesta respondida"); `total`: the kind's movements taken together
 *  ("Encuestas respondidas"). */
export type LedgerKindForm = 'entry' | 'total';

/** The glossary key of a kind's words in that form, or null for a kind no module declares. */
export function ledgerKindKey(kind: string, form: LedgerKindForm) {
  return ledgerKindWords(kind)?.[form] ?? null;
}

/** A kind's name in the UI language, in that form; an unknown kind shows as it came. */
export function useLedgerKindText(form: LedgerKindForm): (kind: string) => string {
  const { t } = useTranslation();
  return (kind) => {
    const key = ledgerKindKey(kind, form);
    return key ? t(key) : kind;
  };
}
