import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ImageFileField } from '@/components/form/fields/image-file-field';
import { NumberField } from '@/components/form/fields/number-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useFieldMessage } from '@/components/form/use-field-message';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { AutocompleteInput } from '@/components/forms/autocomplete-input';

import {
  PROVIDER_LIMITS,
  saveProviderMutation,
  type TelemedicineProviderAdmin,
} from '../api/admin-telemedicine';
import { TELEMEDICINE_KINDS } from '../api/telemedicine';
import { useProviderWords, useTelemedicineErrorMessage } from '../lib/provider-words';

import {
  PROVIDER_LOGO_TYPES,
  checkProviderLogo,
  providerFormFrom,
  toProviderInput,
  validateProviderForm,
  type ProviderFormValues,
} from './provider-form-schema';

/** Languages and countries offered first; any other code may be typed. */
const LANGUAGES = ['es', 'en', 'pt', 'fr'];
const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'EC', 'ES', 'MX', 'PE', 'US', 'UY'];
const COUNTRY = /^[A-Za-z]{2}$/;
const LANGUAGE = /^[A-Za-z]{2}$/;

export type ProviderEditorProps = {
  /** The provider edited, or null for a new one (saved as a draft). */
  provider: TelemedicineProviderAdmin | null;
  onSaved: (saved: TelemedicineProviderAdmin) => void;
};

/** Every field of a provider in sections: name and texts (Spanish, English optional), logo, kind,
 *  how to reach it, hours and languages, its place in the list, and who may see it. Checked
 *  before sending; the server's messages go under their fields; nothing typed is lost. */
export function ProviderEditor({ provider, onSaved }: ProviderEditorProps) {
  const { t } = useTranslation();
  const describeError = useTelemedicineErrorMessage();
  const status = provider?.status ?? null;
  const form = useMutationForm({
    defaultValues: providerFormFrom(provider),
    validate: (values: ProviderFormValues) => validateProviderForm(values, status),
    mutation: saveProviderMutation(provider?.id ?? null),
    toRequest: (values: ProviderFormValues) => ({
      input: toProviderInput(values, status),
      logo: values.logo,
    }),
    serverFields: {
      logo_key: 'logo',
      eligibility: 'departments',
      'eligibility.departments': 'departments',
      'eligibility.groups': 'groups',
      'eligibility.countries': 'countries',
    },
    successToast: (saved) =>
      t(provider ? 'telemedicine.admin.form.saved' : 'telemedicine.admin.form.created', {
        name: saved.name,
      }),
    onSuccess: (saved) => {
      form.form.reset(providerFormFrom(saved));
      onSaved(saved);
    },
  });
  return (
    <InlineForm
      form={form}
      submitLabel={
        provider ? t('telemedicine.admin.form.save') : t('telemedicine.admin.form.create')
      }
      describeError={describeError}
    >
      <Section title={t('telemedicine.admin.form.texts')}>
        <TextField
          name="name"
          label={t('telemedicine.admin.fields.name')}
          required
          maxLength={PROVIDER_LIMITS.nameMax}
          autoComplete="off"
        />
        <TextField
          name="description"
          label={t('telemedicine.admin.fields.description')}
          helperText={t('telemedicine.admin.form.descriptionHelp')}
          lines={3}
          maxLength={PROVIDER_LIMITS.descriptionMax}
        />
        <TextField
          name="description_en"
          label={t('telemedicine.admin.fields.description_en')}
          helperText={t('telemedicine.admin.form.englishHelp')}
          lines={3}
          maxLength={PROVIDER_LIMITS.descriptionMax}
        />
        <RadioField
          name="kind"
          label={t('telemedicine.admin.fields.kind')}
          options={TELEMEDICINE_KINDS.map((kind) => ({
            value: kind,
            label: t(`telemedicine.kinds.${kind}`),
          }))}
          helperText={t('telemedicine.admin.form.kindHelp')}
        />
      </Section>
      <Section title={t('telemedicine.admin.form.logo')}>
        <LogoSection current={provider?.logo_url ?? null} />
      </Section>
      <Section title={t('telemedicine.admin.form.access')}>
        <Typography color="text.secondary">{t('telemedicine.admin.form.accessIntro')}</Typography>
        <TextField
          name="link"
          label={t('telemedicine.admin.fields.link')}
          helperText={t('telemedicine.admin.form.linkHelp')}
          maxLength={PROVIDER_LIMITS.linkMax}
          autoComplete="off"
        />
        <TextField
          name="access_code"
          label={t('telemedicine.admin.fields.access_code')}
          helperText={t('telemedicine.admin.form.codeHelp')}
          maxLength={PROVIDER_LIMITS.codeMax}
          autoComplete="off"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="phone"
            label={t('telemedicine.admin.fields.phone')}
            helperText={t('telemedicine.admin.form.phoneHelp')}
            maxLength={PROVIDER_LIMITS.phoneMax}
            type="tel"
            autoComplete="off"
          />
          <TextField
            name="whatsapp"
            label={t('telemedicine.admin.fields.whatsapp')}
            helperText={t('telemedicine.admin.form.whatsappHelp')}
            maxLength={PROVIDER_LIMITS.phoneMax}
            type="tel"
            autoComplete="off"
          />
        </Stack>
      </Section>
      <Section title={t('telemedicine.admin.form.hours')}>
        <TextField
          name="hours"
          label={t('telemedicine.admin.fields.hours')}
          helperText={t('telemedicine.admin.form.hoursHelp')}
          lines={2}
          maxLength={PROVIDER_LIMITS.hoursMax}
        />
        <TextField
          name="hours_en"
          label={t('telemedicine.admin.fields.hours_en')}
          lines={2}
          maxLength={PROVIDER_LIMITS.hoursMax}
        />
        <LanguagesField />
        <NumberField
          name="position"
          label={t('telemedicine.admin.fields.position')}
          helperText={t('telemedicine.admin.form.positionHelp')}
          autoComplete="off"
          sx={{ maxWidth: 320 }}
        />
      </Section>
      <Section title={t('telemedicine.admin.form.eligibility')}>
        <EligibilityFields />
      </Section>
    </InlineForm>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="h3" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** The languages it attends in, by name; any two-letter code may be typed. */
function LanguagesField() {
  const { t } = useTranslation();
  const words = useProviderWords();
  const { control } = useFormContext<ProviderFormValues>();
  const languages = useController({ control, name: 'languages' });
  const message = useFieldMessage('languages');
  return (
    <Autocomplete
      multiple
      freeSolo
      options={LANGUAGES}
      value={languages.field.value}
      getOptionLabel={(code) => `${words.languages([code])} (${code})`}
      onChange={(_event, picked) =>
        languages.field.onChange(
          [...new Set(picked.map((code) => code.trim().toLowerCase()))].filter((code) =>
            LANGUAGE.test(code),
          ),
        )
      }
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          label={t('telemedicine.admin.fields.languages')}
          helperText={message ?? t('telemedicine.admin.form.languagesHelp')}
          error={Boolean(message)}
        />
      )}
    />
  );
}

/** Who may see it: departments, communication groups and countries (everyone when all are
 *  empty). */
function EligibilityFields() {
  const { t } = useTranslation();
  const words = useProviderWords();
  const { control } = useFormContext<ProviderFormValues>();
  const departments = useController({ control, name: 'departments' });
  const groups = useController({ control, name: 'groups' });
  const countries = useController({ control, name: 'countries' });
  const countriesMessage = useFieldMessage('countries');
  return (
    <>
      <Typography color="text.secondary">{t('telemedicine.admin.eligibility.intro')}</Typography>
      <AudienceListsField
        departments={departments.field.value}
        groups={groups.field.value}
        onChange={(lists) => {
          departments.field.onChange(lists.departments);
          groups.field.onChange(lists.groups);
        }}
        labels={{
          departments: t('telemedicine.admin.eligibility.departments'),
          groups: t('telemedicine.admin.eligibility.groups'),
        }}
      />
      <Autocomplete
        multiple
        freeSolo
        options={COUNTRIES}
        value={countries.field.value}
        getOptionLabel={(code) => `${words.country(code)} (${code})`}
        onChange={(_event, picked) =>
          countries.field.onChange(
            [...new Set(picked.map((code) => code.trim().toUpperCase()))].filter((code) =>
              COUNTRY.test(code),
            ),
          )
        }
        renderInput={(params) => (
          <AutocompleteInput
            params={params}
            label={t('telemedicine.admin.eligibility.countries')}
            helperText={countriesMessage ?? t('telemedicine.admin.eligibility.countriesHelp')}
            error={Boolean(countriesMessage)}
          />
        )}
      />
    </>
  );
}

/** The provider's current logo (removable) and the field to choose a new one. */
function LogoSection({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProviderFormValues>();
  const [key, logo] = useWatch({ control, name: ['logo_key', 'logo'] });
  return (
    <Stack spacing={2}>
      {current && key && !logo ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={current}
            alt={t('telemedicine.admin.form.currentLogo')}
            sx={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 2 }}
          />
          <Button color="error" onClick={() => setValue('logo_key', null, { shouldDirty: true })}>
            {t('telemedicine.admin.form.removeLogo')}
          </Button>
        </Stack>
      ) : null}
      <ImageFileField
        name="logo"
        types={PROVIDER_LOGO_TYPES}
        check={checkProviderLogo}
        chooseLabel={t('telemedicine.admin.form.chooseLogo')}
        changeLabel={t('telemedicine.admin.form.changeLogo')}
        helperText={t('telemedicine.admin.form.logoHelp')}
        previewAlt={t('telemedicine.admin.form.previewAlt')}
        placeholder={<LocalHospitalOutlined fontSize="large" />}
        inputTestId="telemedicine-logo-input"
      />
    </Stack>
  );
}
