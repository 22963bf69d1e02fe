import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { errorCodeMessage } from '@/i18n/api-error-message';

import { itemRef, type DecidedBatch } from '../lib/decided-batch';

/** The refusals of one item the inbox words itself; others read as the server words them. */
const ITEM_ERRORS = [
  'own_item',
  'already_decided',
  'not_your_decision',
  'not_found',
  'program_budget_exhausted',
  'program_not_open',
] as const;
type ItemError = (typeof ITEM_ERRORS)[number];
const isItemError = (code: string | undefined): code is ItemError =>
  ITEM_ERRORS.some((entry) => entry === code);

/** What a decision did, item by item: how many went through and, for each refused one, what it
 *  was and why (already decided, no budget, their own item...). */
export function DecisionResults({ batch, onClose }: { batch: DecidedBatch; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const done = batch.result.results.filter((entry) => entry.ok).length;
  const failed = batch.result.results.filter((entry) => !entry.ok);
  return (
    <Alert
      severity={failed.length === 0 ? 'success' : done === 0 ? 'error' : 'warning'}
      onClose={onClose}
      role="status"
      data-testid="approvals-results"
    >
      <AlertTitle>
        {t(`approvals.results.${batch.decision}`, { count: done })}
        {failed.length > 0 ? ` ${t('approvals.results.failed', { count: failed.length })}` : ''}
      </AlertTitle>
      {failed.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {failed.map((entry) => {
            const code = entry.error?.code;
            const reason = isItemError(code)
              ? t(`approvals.errors.${code}`)
              : (errorCodeMessage(code, entry.error?.message, i18n) ??
                t('approvals.results.unknown'));
            return (
              <li key={itemRef(entry)}>
                {t('approvals.results.failure', {
                  title: batch.titles[itemRef(entry)] ?? `#${entry.id}`,
                  reason,
                })}
              </li>
            );
          })}
        </Box>
      ) : null}
    </Alert>
  );
}
