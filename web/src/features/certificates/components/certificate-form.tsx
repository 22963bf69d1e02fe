import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RadioField } from '@/components/form/fields/radio-field';
import { FormError } from '@/components/form/form-error';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  CERTIFICATE_KINDS,
  CERTIFICATE_LANGUAGES,
  CERTIFICATES_PER_DAY,
  createCertificateMutation,
  type CertificateKind,
} from '../api/certificates';
import { certificateRefusal } from '../lib/certificate-error';
import {
  toCertificateRequest,
  validateCertificateForm,
  type CertificateFormValues,
} from '../lib/certificate-form';

import { CertificatePdfButton } from './certificate-pdf-button';
import { kindDescription, kindLabel } from './kind-label';

export type CertificateFormProps = { initial: CertificateFormValues };

/** Generating a certificate: its kind (with what it states) and its language; once generated, its
 *  code and its PDF at hand. A profile without a date of admission and the daily limit are said
 *  in words, above the button, with the choice kept. */
export function CertificateForm({ initial }: CertificateFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const form = useMutationForm({
    defaultValues: initial,
    validate: validateCertificateForm,
    mutation: createCertificateMutation(),
    toRequest: toCertificateRequest,
  });
  const kind = useWatch({ control: form.form.control, name: 'kind' });
  const describeError = (error: unknown): string => {
    const refusal = certificateRefusal(error);
    if (refusal === 'admissionMissing') return t('certificates.errors.admissionMissing');
    if (refusal === 'tooMany')
      return t('certificates.errors.tooMany', { count: CERTIFICATES_PER_DAY });
    return errorMessage(error);
  };
  const created = form.done?.data;
  return (
    <FormProvider {...form.form}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={form.submit}
        aria-label={t('certificates.form.label')}
      >
        <RadioField
          name="kind"
          label={t('certificates.form.kind')}
          options={CERTIFICATE_KINDS.map((value) => ({ value, label: kindLabel(t, value) }))}
          helperText={
            CERTIFICATE_KINDS.includes(kind as CertificateKind)
              ? kindDescription(t, kind as CertificateKind)
              : undefined
          }
        />
        <RadioField
          name="language"
          label={t('certificates.form.language')}
          options={CERTIFICATE_LANGUAGES.map((value) => ({
            value,
            label: t(`languages.${value}`),
          }))}
        />
        <Typography variant="body2" color="text.secondary">
          {t('certificates.form.note', { count: CERTIFICATES_PER_DAY })}
        </Typography>
        {created ? (
          <Alert severity="success" role="status">
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <span>
                {t('certificates.form.created', {
                  kind: kindLabel(t, created.kind),
                  code: created.code,
                })}
              </span>
              <CertificatePdfButton certificate={created} />
            </Stack>
          </Alert>
        ) : null}
        <FormError
          error={form.mutation.error}
          shownFields={form.shownFields}
          shownCodes={form.shownCodes}
          describe={describeError}
        />
        <Button
          type="submit"
          variant="contained"
          loading={form.mutation.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('certificates.form.submit')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
