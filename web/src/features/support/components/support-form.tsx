import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormError } from '@/components/form/form-error';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  MESSAGE_MAX,
  SUBJECT_MAX,
  sendSupportMessageMutation,
  type SupportInfo,
} from '../api/support';
import {
  EMPTY_SUPPORT_FORM,
  toSupportRequest,
  validateSupportForm,
  type SupportFormValues,
} from '../lib/support-form';

import { topicLabel } from './topic-label';

export type SupportFormProps = {
  info: SupportInfo;
  /** The app page the person came from (sent with the message), or null. */
  page: string | null;
};

/** The contact form: topic, subject and message (the server's checks, its field errors under
 *  each field), the page of origin shown read-only; a refusal (no address, too many messages)
 *  above the button with the text kept; the reference once sent, and the form empty again. */
export function SupportForm({ info, page }: SupportFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const form = useMutationForm({
    defaultValues: EMPTY_SUPPORT_FORM,
    validate: validateSupportForm,
    mutation: sendSupportMessageMutation(),
    toRequest: (values: SupportFormValues) => toSupportRequest(values, page),
    onSuccess: () => form.form.reset(EMPTY_SUPPORT_FORM),
  });
  const describeError = (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'support_not_configured') {
      return t('support.errors.notConfigured');
    }
    if (error instanceof ApiError && error.code === 'too_many_messages') {
      const seconds = Number(error.details.retry_after_seconds);
      const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
      return t('support.errors.tooMany', { count: info.per_hour, minutes });
    }
    return errorMessage(error);
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormProvider {...form.form}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={form.submit}
          aria-label={t('support.form.label')}
        >
          <SelectField
            name="topic"
            label={t('support.form.topic')}
            options={[
              { value: '', label: t('support.form.topicPick') },
              ...info.topics.map((topic) => ({ value: topic, label: topicLabel(t, topic) })),
            ]}
          />
          <TextField
            name="subject"
            label={t('support.form.subject')}
            required
            maxLength={SUBJECT_MAX}
            countRemaining
          />
          <TextField
            name="message"
            label={t('support.form.message')}
            required
            lines={5}
            maxLength={MESSAGE_MAX}
            countRemaining
          />
          {page ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('support.form.from', { page })}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('support.form.replyNote')}
          </Typography>
          {form.done ? (
            <Alert severity="success" role="status">
              {t('support.form.sent', { reference: form.done.data.reference })}
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
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('support.form.send')}
          </Button>
        </Stack>
      </FormProvider>
    </Paper>
  );
}
