import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { FieldRow } from '@/components/form/field-row';
import { CheckboxField } from '@/components/form/fields/checkbox-field';
import { NumberField } from '@/components/form/fields/number-field';
import { PeriodField } from '@/components/form/fields/period-field';
import { InlineForm } from '@/components/form/inline-form';
import { useSettingsForm } from '@/components/form/use-settings-form';
import { QueryPanel } from '@/components/layout/query-panel';

import { pointRulesQueryOptions, savePointRulesMutation, type PointRules } from '../api/budgets';

import { rulesFormFrom, toPointRules, validateRules } from './budget-schemas';

function RulesForm({ rules }: { rules: PointRules }) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    current: rules,
    toValues: rulesFormFrom,
    validate: validateRules,
    mutation: savePointRulesMutation(),
    toRequest: toPointRules,
  });
  return (
    <InlineForm
      form={form}
      submitLabel={t('admin.budgets.rules.submit')}
      done={form.saved ? t('admin.budgets.rules.saved') : null}
    >
      <FieldRow>
        <PeriodField name="period" label={t('admin.budgets.rules.period')} />
        <NumberField
          name="base_points"
          label={t('admin.budgets.rules.basePoints')}
          required
          helperText={t('admin.budgets.rules.basePointsHelp')}
        />
      </FieldRow>
      <CheckboxField name="expire_unused" label={t('admin.budgets.rules.expireUnused')} />
    </InlineForm>
  );
}

/** The allowance: giving points every period, and whether unused ones expire. */
export function RulesPanel() {
  const { t } = useTranslation();
  return (
    <QueryPanel
      title={t('admin.budgets.rules.title')}
      description={t('admin.budgets.rules.description')}
      query={useQuery(pointRulesQueryOptions())}
      loadingLabel={t('admin.common.loading')}
    >
      {(rules) => <RulesForm rules={rules} />}
    </QueryPanel>
  );
}
