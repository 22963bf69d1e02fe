import { useTranslation } from 'react-i18next';

import { NumberField } from '@/components/form/fields/number-field';
import { TextField } from '@/components/form/fields/text-field';

import { MEMO_MAX_LENGTH } from '../api/budgets';

/** The points a movement moves (field `amount`). */
export function AmountField() {
  const { t } = useTranslation();
  return (
    <NumberField
      name="amount"
      label={t('admin.budgets.fields.amount')}
      required
      sx={{ maxWidth: 240 }}
    />
  );
}

/** The optional note of a movement (field `memo`). */
export function MemoField() {
  const { t } = useTranslation();
  return (
    <TextField
      name="memo"
      label={t('admin.budgets.fields.memo')}
      helperText={t('admin.budgets.fields.memoHelp')}
      maxLength={MEMO_MAX_LENGTH}
    />
  );
}
