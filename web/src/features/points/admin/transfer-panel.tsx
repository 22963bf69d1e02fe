import { useTranslation } from 'react-i18next';

import { FieldRow } from '@/components/form/field-row';
import { PeopleField } from '@/components/form/fields/people-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { useNumberFormat } from '@/i18n/use-number-format';

import { transferPointsMutation, type AdminPointsSummary } from '../api/budgets';

import { toTransferRequest, validateTransfer, type TransferValues } from './budget-schemas';
import { AmountField, MemoField } from './movement-fields';

const DEFAULTS: TransferValues = { from: null, to: null, amount: '', account: 'give', memo: '' };

/** Moves points from one person to another (corrections), from either account. */
export function TransferPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const form = useMutationForm({
    defaultValues: DEFAULTS,
    validate: validateTransfer,
    mutation: transferPointsMutation(),
    toRequest: toTransferRequest,
    serverFields: { from_user_id: 'from', to_user_id: 'to' },
    onSuccess: (_result, values) => form.form.reset({ ...DEFAULTS, account: values.account }),
  });
  const done = form.done;
  const redeem = done?.values.account === 'redeem';
  const balance = (summary: AdminPointsSummary) =>
    format.number(redeem ? summary.redeem_balance : summary.give_balance);

  return (
    <Panel
      title={t('admin.budgets.transfer.title')}
      description={t('admin.budgets.transfer.description')}
    >
      <InlineForm
        form={form}
        submitLabel={t('admin.budgets.transfer.submit')}
        done={
          done
            ? t(redeem ? 'admin.budgets.transfer.doneRedeem' : 'admin.budgets.transfer.doneGive', {
                from: done.values.from?.full_name ?? '',
                to: done.values.to?.full_name ?? '',
                fromBalance: balance(done.data.from),
                toBalance: balance(done.data.to),
              })
            : null
        }
      >
        <FieldRow from="md">
          <PeopleField name="from" label={t('admin.budgets.transfer.from')} required />
          <PeopleField name="to" label={t('admin.budgets.transfer.to')} required />
        </FieldRow>
        <RadioField
          name="account"
          label={t('admin.budgets.transfer.account')}
          options={[
            { value: 'give', label: t('admin.budgets.accounts.give') },
            { value: 'redeem', label: t('admin.budgets.accounts.redeem') },
          ]}
        />
        <AmountField />
        <MemoField />
      </InlineForm>
    </Panel>
  );
}
