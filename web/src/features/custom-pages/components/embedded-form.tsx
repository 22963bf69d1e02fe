import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { FormRenderer } from '@/components/forms/form-renderer';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { memberFormQueryOptions, submitForm, type MemberForm } from '@/lib/calls/forms';
import type { Answers } from '@/lib/forms/types';

import { usePageLanguage } from '../lib/page-language';

/** A form the admins built, answered in place through the forms module's own calls; a thank-you
 *  in its place once sent. A form that went away since the page loaded shows nothing. */
export function EmbeddedForm({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const query = useQuery({
    ...memberFormQueryOptions(formId, language),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) {
    return (
      <Paper
        variant="outlined"
        role="status"
        aria-label={t('customPages.view.formLoading')}
        sx={{ p: 2 }}
      >
        <Skeleton variant="text" width="50%" height={36} />
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      </Paper>
    );
  }
  if (query.isError || !query.data) {
    return toApiError(query.error).status === 404 ? null : (
      <Alert severity="warning">{t('customPages.view.formUnavailable')}</Alert>
    );
  }
  return <FormAnswer key={`${query.data.form_id}.${query.data.version}`} form={query.data} />;
}

function FormAnswer({ form }: { form: MemberForm }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: (answers: Answers) => submitForm(form.form_id, form.version, answers),
  });
  const onSubmit = async (answers: Answers) => {
    setFailure(null);
    try {
      await send.mutateAsync(answers);
    } catch (error) {
      const refusal = toApiError(error);
      if (Object.keys(refusal.fields).length > 0) setServerErrors({ ...refusal.fields });
      else setFailure(error);
      throw error;
    }
    setSent(true);
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={form.definition.title}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      data-block="form"
    >
      {sent ? (
        <Stack spacing={1} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
          <TaskAlt color="success" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h3" component="p">
            {t('customPages.view.formThanks')}
          </Typography>
          <Typography color="text.secondary">
            {t('customPages.view.formThanksBody', { title: form.definition.title })}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Typography variant="h3" component="h2">
              {form.definition.title}
            </Typography>
            {form.definition.description ? (
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {form.definition.description}
              </Typography>
            ) : null}
          </Stack>
          <FormRenderer
            definition={form.definition}
            context={form.context}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {errorMessage(failure)}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
