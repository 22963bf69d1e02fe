import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Organization } from '@/api/types';
import { FieldRow } from '@/components/form/field-row';
import { RadioField } from '@/components/form/fields/radio-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useNumberFormat } from '@/i18n/use-number-format';

import { editOrganizationMutation } from '../api/organization';

import {
  parsePointAmount,
  toPointValueChange,
  toPointValueValues,
  validatePointValue,
  type PointValueValues,
} from './point-value-schema';

/** Points of the example under the fields. */
const EXAMPLE_POINTS = 100;

/** "Así, 100 puntos equivalen a unos 5,00 €": the value typed, once it is one. */
function PointValueExample() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [currency, amount] = useWatch<PointValueValues, ['currency', 'amount']>({
    name: ['currency', 'amount'],
  });
  const value = parsePointAmount(amount);
  const code = currency.trim().toUpperCase();
  if (value === null || !/^[A-Z]{3}$/.test(code)) return null;
  return (
    <Typography color="text.secondary">
      {t('orgSettings.general.pointValue.example', {
        points: t('catalog.points', {
          count: EXAMPLE_POINTS,
          formatted: format.number(EXAMPLE_POINTS),
        }),
        money: format.money(EXAMPLE_POINTS * value, code),
      })}
    </Typography>
  );
}

/** What one point is worth in money (POST /org/edit with `point_value` alone): none, or a
 *  currency and the value of one point; the catalog shows prices in money beside points with it. */
export function PointValueForm({ org }: { org: Organization }) {
  const { t, i18n } = useTranslation();
  const form = useMutationForm({
    defaultValues: toPointValueValues(org, i18n.language),
    validate: validatePointValue,
    mutation: editOrganizationMutation(),
    toRequest: toPointValueChange,
    // The server names `point_value` as a whole: its message goes under the value.
    serverFields: { point_value: 'amount' },
    successToast: (saved) =>
      t(
        saved.point_value
          ? 'orgSettings.general.pointValue.saved'
          : 'orgSettings.general.pointValue.cleared',
      ),
    onSuccess: (saved) => form.form.reset(toPointValueValues(saved, i18n.language)),
  });
  const priced = useWatch({ control: form.form.control, name: 'priced' });
  return (
    <InlineForm form={form} submitLabel={t('orgSettings.general.pointValue.submit')}>
      <RadioField
        name="priced"
        label={t('orgSettings.general.pointValue.kind')}
        options={[
          { value: 'none', label: t('orgSettings.general.pointValue.none') },
          { value: 'money', label: t('orgSettings.general.pointValue.money') },
        ]}
      />
      {priced === 'money' ? (
        <>
          <FieldRow>
            <TextField
              name="currency"
              label={t('orgSettings.general.pointValue.currency')}
              helperText={t('orgSettings.general.pointValue.currencyHelp')}
              required
              maxLength={3}
              autoComplete="off"
            />
            <TextField
              name="amount"
              label={t('orgSettings.general.pointValue.amount')}
              helperText={t('orgSettings.general.pointValue.amountHelp')}
              required
              decimal
              autoComplete="off"
            />
          </FieldRow>
          <PointValueExample />
        </>
      ) : null}
    </InlineForm>
  );
}
