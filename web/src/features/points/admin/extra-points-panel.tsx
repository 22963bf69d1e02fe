import { useTranslation } from 'react-i18next';

import { PeopleField } from '@/components/form/fields/people-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { useNumberFormat } from '@/i18n/use-number-format';

import { grantExtraPointsMutation } from '../api/budgets';

import { toExtraPointsRequest, validateExtra, type ExtraValues } from './budget-schemas';
import { AmountField, MemoField } from './movement-fields';

const DEFAULTS: ExtraValues = { person: null, amount: '', memo: '' };

/** Adds giving points to one person. */
export function ExtraPointsPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const form = useMutationForm({
    defaultValues: DEFAULTS,
    validate: validateExtra,
    mutation: grantExtraPointsMutation(),
    toRequest: toExtraPointsRequest,
    serverFields: { user_id: 'person', email: 'person' },
    onSuccess: () => form.form.reset(DEFAULTS),
  });

  return (
    <Panel
      title={t('admin.budgets.extra.title')}
      description={t('admin.budgets.extra.description')}
    >
      <InlineForm
        form={form}
        submitLabel={t('admin.budgets.extra.submit')}
        done={
          form.done
            ? t('admin.budgets.extra.done', {
                name: form.done.values.person?.full_name ?? '',
                points: format.number(form.done.data.give_balance),
              })
            : null
        }
      >
        <PeopleField name="person" label={t('admin.budgets.fields.person')} required />
        <AmountField />
        <MemoField />
      </InlineForm>
    </Panel>
  );
}
