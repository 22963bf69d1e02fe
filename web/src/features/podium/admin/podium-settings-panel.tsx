import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { FieldRow } from '@/components/form/field-row';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { NumberField } from '@/components/form/fields/number-field';
import { PeriodField } from '@/components/form/fields/period-field';
import { InlineForm } from '@/components/form/inline-form';
import { useSettingsForm } from '@/components/form/use-settings-form';
import { QueryPanel } from '@/components/layout/query-panel';

import {
  PODIUM_METRIC_NAMES,
  PODIUM_SIZE,
  podiumSettingsQueryOptions,
  savePodiumSettingsMutation,
  type PodiumSettings,
} from '../api/podium-settings';

import { toPodiumSettings, validatePodium, type PodiumValues } from './podium-schemas';

function toValues(settings: PodiumSettings): PodiumValues {
  return { ...settings, size: String(settings.size) };
}

function PodiumForm({ settings }: { settings: PodiumSettings }) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    current: settings,
    toValues,
    validate: validatePodium,
    mutation: savePodiumSettingsMutation(),
    toRequest: toPodiumSettings,
  });
  return (
    <InlineForm
      form={form}
      submitLabel={t('admin.podium.submit')}
      done={form.saved ? t('admin.podium.saved') : null}
    >
      <FieldRow>
        <PeriodField name="period" label={t('admin.podium.period')} />
        <NumberField
          name="size"
          label={t('admin.podium.size')}
          required
          helperText={t('admin.podium.sizeHelp', { min: PODIUM_SIZE.min, max: PODIUM_SIZE.max })}
        />
      </FieldRow>
      <CheckboxGroupField
        name="metrics"
        label={t('admin.podium.metrics')}
        required
        row
        options={PODIUM_METRIC_NAMES.map((metric) => ({
          value: metric,
          label: t(`admin.podium.metricNames.${metric}`),
        }))}
      />
    </InlineForm>
  );
}

/** The podium: period, number of places and which boards are shown. */
export function PodiumSettingsPanel() {
  const { t } = useTranslation();
  return (
    <QueryPanel
      title={t('admin.podium.title')}
      description={t('admin.podium.description')}
      query={useQuery(podiumSettingsQueryOptions())}
      loadingLabel={t('admin.common.loading')}
    >
      {(settings) => <PodiumForm settings={settings} />}
    </QueryPanel>
  );
}
