import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import type { LedgerEntry } from '@/lib/calls/points';

import { ledgerAccountKey, ledgerKindKey } from '../lib/points-display';

/** The texts of a ledger entry: its kind, account and signed amount. */
export function useLedgerText() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return {
    kind: (entry: LedgerEntry) => {
      const key = ledgerKindKey(entry.kind);
      return key ? t(key) : entry.kind;
    },
    account: (entry: LedgerEntry) => t(ledgerAccountKey(entry.account)),
    amount: (entry: LedgerEntry) => format.signed(entry.amount),
  };
}
