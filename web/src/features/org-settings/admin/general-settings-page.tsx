import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Organization } from '@/api/types';
import { FieldRow } from '@/components/form/field-row';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { QueryPanel } from '@/components/layout/query-panel';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { organizationQueryOptions } from '@/lib/calls/org';

import { editOrganizationMutation, ORG_NAME_MAX_LENGTH } from '../api/organization';
import { SettingsSection } from '../components/settings-section';
import { TimeZoneField } from '../components/time-zone-field';
import { countryOptions } from '../lib/countries';

import { toGeneralValues, toOrganizationChange, validateGeneral } from './general-schema';
import { PointValueForm } from './point-value-form';

function GeneralForm({ org }: { org: Organization }) {
  const { t, i18n } = useTranslation();
  const form = useMutationForm({
    defaultValues: toGeneralValues(org),
    validate: validateGeneral,
    mutation: editOrganizationMutation(),
    toRequest: toOrganizationChange,
    successToast: () => t('orgSettings.general.saved'),
    onSuccess: (saved) => form.form.reset(toGeneralValues(saved)),
  });
  const languages = SUPPORTED_LANGUAGES.map((lng) => ({
    value: lng,
    label: t(`languages.${lng}`),
  }));
  const countries = useMemo(
    () => [
      { value: '', label: t('orgSettings.general.noCountry') },
      ...countryOptions(i18n.language, org.country ?? null),
    ],
    [t, i18n.language, org.country],
  );
  return (
    <InlineForm form={form} submitLabel={t('orgSettings.general.submit')}>
      <TextField
        name="name"
        label={t('orgSettings.general.name')}
        required
        maxLength={ORG_NAME_MAX_LENGTH}
        autoComplete="organization"
      />
      <FieldRow from="md">
        <SelectField
          name="default_language"
          label={t('orgSettings.general.language')}
          helperText={t('orgSettings.general.languageHelp')}
          options={languages}
        />
        <SelectField name="country" label={t('orgSettings.general.country')} options={countries} />
      </FieldRow>
      <TimeZoneField
        name="timezone"
        label={t('orgSettings.general.timezone')}
        helperText={t('orgSettings.general.timezoneHelp')}
      />
    </InlineForm>
  );
}

/** Settings → General: the organisation's name, default language, time zone and country, and in
 *  a panel of its own what one point is worth in money. */
export function GeneralSettingsPage() {
  const { t } = useTranslation();
  const org = useQuery(organizationQueryOptions());
  return (
    <SettingsSection
      title={t('orgSettings.general.title')}
      description={t('orgSettings.general.description')}
    >
      <QueryPanel
        title={t('orgSettings.general.panelTitle')}
        query={org}
        loadingLabel={t('admin.common.loading')}
      >
        {(data) => <GeneralForm org={data} />}
      </QueryPanel>
      {/* Loading and a failed load show once, in the panel above. */}
      {org.isSuccess ? (
        <Panel
          title={t('orgSettings.general.pointValue.title')}
          description={t('orgSettings.general.pointValue.description')}
        >
          <PointValueForm org={org.data} />
        </Panel>
      ) : null}
    </SettingsSection>
  );
}
