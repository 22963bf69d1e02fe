import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import type { LedgerEntry } from '@/lib/calls/points';
import { useLedgerKindText } from '@/lib/modules/ledger-kinds';

import { ledgerAccountKey } from '../lib/points-display';

/** The texts of a ledger entry: its kind (in the words of the module that writes it), account
 *  and signed amount. */
export function useLedgerText() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const kindText = useLedgerKindText('entry');
  return {
    kind: (entry: LedgerEntry) => kindText(entry.kind),
    account: (entry: LedgerEntry) => t(ledgerAccountKey(entry.account)),
    amount: (entry: LedgerEntry) => format.signed(entry.amount),
  };
}
