import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DateField } from '@/components/form/fields/date-field';
import { ImageFileField } from '@/components/form/fields/image-file-field';
import { NumberField } from '@/components/form/fields/number-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { BENEFIT_LIMITS, saveBenefitMutation, type BenefitAdmin } from '../api/admin-benefits';
import { useBenefitErrorMessage } from '../lib/benefit-words';

import {
  BENEFIT_IMAGE_TYPES,
  benefitFormFrom,
  checkBenefitImage,
  toBenefitInput,
  validateBenefitForm,
  type BenefitFormValues,
} from './benefit-form-schema';
import { EligibilityEditor } from './eligibility-editor';

export type BenefitEditorProps = {
  /** The benefit edited, or null for a new one (saved as a draft). */
  benefit: BenefitAdmin | null;
  onSaved: (saved: BenefitAdmin) => void;
};

/** Every field of a benefit in sections: texts (Spanish, English optional), picture, where it
 *  comes from, how to use it, dates, how people get it, and who may see it with the live preview.
 *  Checked before sending; the server's messages go under their fields; nothing typed is lost. */
export function BenefitEditor({ benefit, onSaved }: BenefitEditorProps) {
  const { t } = useTranslation();
  const describeError = useBenefitErrorMessage();
  const form = useMutationForm({
    defaultValues: benefitFormFrom(benefit),
    validate: validateBenefitForm,
    mutation: saveBenefitMutation(benefit?.id ?? null),
    toRequest: (values: BenefitFormValues) => ({
      input: toBenefitInput(values, benefit?.status ?? null),
      image: values.image,
    }),
    serverFields: {
      image_key: 'image',
      eligibility: 'departments',
      'eligibility.departments': 'departments',
      'eligibility.groups': 'groups',
      'eligibility.countries': 'countries',
      'eligibility.contract_types': 'contract_types',
      'eligibility.min_tenure_months': 'min_tenure_months',
    },
    successToast: (saved) =>
      t(benefit ? 'benefits.admin.form.saved' : 'benefits.admin.form.created', {
        title: saved.title,
      }),
    onSuccess: (saved) => {
      form.form.reset(benefitFormFrom(saved));
      onSaved(saved);
    },
  });
  return (
    <InlineForm
      form={form}
      submitLabel={benefit ? t('benefits.admin.form.save') : t('benefits.admin.form.create')}
      describeError={describeError}
    >
      <Section title={t('benefits.admin.form.texts')}>
        <TextField
          name="title"
          label={t('benefits.admin.fields.title')}
          required
          maxLength={BENEFIT_LIMITS.titleMax}
          autoComplete="off"
        />
        <TextField
          name="title_en"
          label={t('benefits.admin.fields.title_en')}
          helperText={t('benefits.admin.form.englishHelp')}
          maxLength={BENEFIT_LIMITS.titleMax}
          autoComplete="off"
        />
        <TextField
          name="description"
          label={t('benefits.admin.fields.description')}
          lines={4}
          maxLength={BENEFIT_LIMITS.descriptionMax}
        />
        <TextField
          name="description_en"
          label={t('benefits.admin.fields.description_en')}
          lines={4}
          maxLength={BENEFIT_LIMITS.descriptionMax}
        />
      </Section>
      <Section title={t('benefits.admin.form.image')}>
        <ImageSection current={benefit?.image_url ?? null} />
      </Section>
      <Section title={t('benefits.admin.form.origin')}>
        <TextField
          name="provider"
          label={t('benefits.admin.fields.provider')}
          maxLength={BENEFIT_LIMITS.providerMax}
          autoComplete="off"
        />
        <TextField
          name="category"
          label={t('benefits.admin.fields.category')}
          helperText={t('benefits.admin.form.categoryHelp')}
          required
          maxLength={BENEFIT_LIMITS.categoryMax}
          autoComplete="off"
        />
        <TextField
          name="country"
          label={t('benefits.admin.fields.country')}
          helperText={t('benefits.admin.form.countryHelp')}
          maxLength={2}
          autoComplete="off"
          sx={{ maxWidth: 320 }}
        />
      </Section>
      <Section title={t('benefits.admin.form.how')}>
        <TextField
          name="how_to_use"
          label={t('benefits.admin.fields.how_to_use')}
          lines={3}
          maxLength={BENEFIT_LIMITS.howToUseMax}
        />
        <TextField
          name="code"
          label={t('benefits.admin.fields.code')}
          helperText={t('benefits.admin.form.codeHelp')}
          maxLength={BENEFIT_LIMITS.codeMax}
          autoComplete="off"
        />
        <TextField
          name="link"
          label={t('benefits.admin.fields.link')}
          helperText={t('benefits.admin.form.linkHelp')}
          maxLength={BENEFIT_LIMITS.linkMax}
          autoComplete="off"
        />
        <TextField
          name="contact"
          label={t('benefits.admin.fields.contact')}
          maxLength={BENEFIT_LIMITS.contactMax}
          autoComplete="off"
        />
      </Section>
      <Section title={t('benefits.admin.form.validity')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            name="valid_from"
            label={t('benefits.admin.fields.valid_from')}
            helperText={t('benefits.admin.form.fromHelp')}
          />
          <DateField
            name="valid_until"
            label={t('benefits.admin.fields.valid_until')}
            helperText={t('benefits.admin.form.untilHelp')}
          />
        </Stack>
      </Section>
      <Section title={t('benefits.admin.form.access')}>
        <AccessFields />
      </Section>
      <Section title={t('benefits.admin.form.eligibility')}>
        <EligibilityEditor />
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

/** Granted to everyone eligible, or requested: then who approves and its price in points. */
function AccessFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<BenefitFormValues>();
  const mode = useWatch({ control, name: 'mode' });
  return (
    <>
      <RadioField
        name="mode"
        label={t('benefits.admin.fields.mode')}
        options={[
          { value: 'granted', label: t('benefits.admin.mode.granted') },
          { value: 'requestable', label: t('benefits.admin.mode.requestable') },
        ]}
        helperText={t(`benefits.admin.mode.${mode}Help`)}
      />
      {mode === 'requestable' ? (
        <>
          <RadioField
            name="approval"
            label={t('benefits.admin.fields.approval')}
            options={[
              { value: 'none', label: t('benefits.admin.approval.none') },
              { value: 'manager', label: t('benefits.admin.approval.manager') },
              { value: 'hr', label: t('benefits.admin.approval.hr') },
            ]}
          />
          <NumberField
            name="price_points"
            label={t('benefits.admin.fields.price_points')}
            helperText={t('benefits.admin.form.priceHelp')}
            autoComplete="off"
            sx={{ maxWidth: 320 }}
          />
        </>
      ) : null}
    </>
  );
}

/** The benefit's current picture (removable) and the field to choose a new one. */
function ImageSection({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<BenefitFormValues>();
  const [key, image] = useWatch({ control, name: ['image_key', 'image'] });
  return (
    <Stack spacing={2}>
      {current && key && !image ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={current}
            alt={t('benefits.admin.form.currentImage')}
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2 }}
          />
          <Button color="error" onClick={() => setValue('image_key', null, { shouldDirty: true })}>
            {t('benefits.admin.form.removeImage')}
          </Button>
        </Stack>
      ) : null}
      <ImageFileField
        name="image"
        types={BENEFIT_IMAGE_TYPES}
        check={checkBenefitImage}
        chooseLabel={t('benefits.admin.form.chooseImage')}
        changeLabel={t('benefits.admin.form.changeImage')}
        helperText={t('benefits.admin.form.imageHelp')}
        previewAlt={t('benefits.admin.form.previewAlt')}
        placeholder={<CardGiftcardOutlined fontSize="large" />}
        inputTestId="benefit-image-input"
      />
    </Stack>
  );
}
