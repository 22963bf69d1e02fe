import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { FormRenderer } from '@/components/forms/form-renderer';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { memberFormQueryOptions, submitForm, type MemberForm } from '@/lib/calls/forms';
import type { FormLanguage } from '@/lib/forms/localize';
import type { Answers } from '@/lib/forms/types';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { forgetDraft, readDraft, writeDraft } from '../lib/drafts';

/** What a form id may be (docs/forms.md): anything else is no form. */
const FORM_ID = /^[a-z0-9_-]{1,64}$/;

/** A form to answer (`/forms/:formId`, the link an admin shares): in the person's language, with
 *  what they typed before (a draft in this browser), then a thank-you once sent. */
export function FormPage() {
  const { t, i18n } = useTranslation();
  const formId = useParams().formId ?? '';
  const language: FormLanguage = i18n.language.startsWith('en') ? 'en' : 'es';
  const known = FORM_ID.test(formId);
  const query = useQuery({
    ...memberFormQueryOptions(formId, language),
    enabled: known,
    // Another language keeps the form on screen (and what is typed) while its texts load.
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(query.data?.definition.title ?? t('forms.page.pageTitle'));

  const content = (
    <ItemQueryContent
      known={known}
      query={query}
      loading={
        <Paper
          variant="outlined"
          role="status"
          aria-label={t('forms.page.loading')}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Skeleton variant="text" width="60%" height={44} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
        </Paper>
      }
      notFound={<FormNotFound />}
      moduleOff={<EmptyState icon="📝" title={t('forms.moduleOff')} body={t('moduleOff.body')} />}
    >
      {(form) => <FormAnswering key={`${formId}.${form.version}`} form={form} />}
    </ItemQueryContent>
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto', minWidth: 0 }}>
      {content}
    </Stack>
  );
}

function FormNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="📝"
      title={t('forms.page.notFound')}
      body={t('forms.page.notFoundBody')}
      action={
        <Button component={RouterLink} to={paths.home} variant="outlined">
          {t('forms.page.home')}
        </Button>
      }
    />
  );
}

function FormAnswering({ form }: { form: MemberForm }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const userId = useAppStore((state) => state.me.data?.id ?? null);
  const [draft] = useState(() =>
    userId === null ? undefined : readDraft(userId, form.form_id, form.version),
  );
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
    if (userId !== null) forgetDraft(userId, form.form_id);
    setSent(true);
  };

  if (sent) return <ThankYou title={form.definition.title} />;
  return (
    <>
      <Stack spacing={1}>
        <Typography variant="h1">{form.definition.title}</Typography>
        {form.definition.description ? (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {form.definition.description}
          </Typography>
        ) : null}
        {draft ? (
          <Typography variant="body2" color="text.secondary">
            {t('forms.page.draftRestored')}
          </Typography>
        ) : null}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <FormRenderer
          definition={form.definition}
          context={form.context}
          defaultValues={draft}
          onSubmit={onSubmit}
          onDraft={(answers) => {
            if (userId !== null) writeDraft(userId, form.form_id, form.version, answers);
          }}
          serverErrors={serverErrors}
        />
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(failure)}
          </Alert>
        ) : null}
      </Paper>
    </>
  );
}

function ThankYou({ title }: { title: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <TaskAlt color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('forms.page.thanks')}
        </Typography>
        <Typography color="text.secondary">{t('forms.page.thanksBody', { title })}</Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('forms.page.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
