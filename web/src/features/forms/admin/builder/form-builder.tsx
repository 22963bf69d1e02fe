import ArrowBack from '@mui/icons-material/ArrowBack';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { FormError } from '@/components/form/form-error';
import { TextInput } from '@/components/form/text-input';
import { fieldsRead } from '@/components/forms/builder/condition-model';
import { draftFrom, type EditLanguage } from '@/components/forms/builder/draft';
import { serverProblems } from '@/components/forms/builder/draft-errors';
import { LanguageToggle } from '@/components/forms/builder/language-toggle';
import { LocalTextField } from '@/components/forms/builder/local-text-field';
import { QuestionsEditor } from '@/components/forms/builder/questions-editor';
import { useFormDraft } from '@/components/forms/builder/use-form-draft';
import { useProblemText } from '@/components/forms/builder/use-problem-text';
import { SectionHeader } from '@/components/layout/section-header';
import { showToast } from '@/components/toast/toast';
import { lazyComponent } from '@/lib/lazy-route';
import { useDocumentTitle } from '@/lib/use-document-title';

import { adminFormKeys, saveFormMutation, type FormVersion } from '../admin-forms-api';

import { VersionLine } from './version-line';

/** Stands for a new form's id in the preview. */
const PREVIEW_ID = 'vista-previa';

/** The renderer loads with the first preview. */
const PreviewDialog = lazy(
  lazyComponent(() => import('@/components/forms/builder/preview-dialog'), 'PreviewDialog'),
);

export type FormBuilderProps = {
  /** The form's latest version; null for a new form. */
  version: FormVersion | null;
  /** Back to the list. */
  onBack: () => void;
  /** A new form was created (its address changes to the form's). */
  onCreated: (formId: string) => void;
};

/** The drag-and-drop form builder: the form's texts, a palette of every kind of item, the items
 *  (opened one at a time, reordered by dragging or with the keyboard), every problem the shared
 *  rules find next to its field, and saving as the form's next version. */
export function FormBuilder({ version, onBack, onCreated }: FormBuilderProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const state = useFormDraft(
    version
      ? draftFrom(version.definition)
      : { form_id: '', title: { es: '' }, description: { es: '' }, questions: [] },
  );
  const { draft, check } = state;
  const [language, setLanguage] = useState<EditLanguage>('es');
  const [current, setCurrent] = useState(version);
  const [leaving, setLeaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const fields = useMemo(() => fieldsRead(draft.questions), [draft.questions]);
  const problemText = useProblemText();
  const creating = current === null;
  useDocumentTitle(t(creating ? 'forms.admin.builder.newTitle' : 'forms.admin.builder.editTitle'));

  useEffect(() => {
    if (!state.dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.dirty]);

  const save = useMutation(saveFormMutation(current?.form_id ?? null));
  const submit = () => {
    state.attempt();
    const definition = check.definition;
    if (!definition) {
      const first = draft.questions.find((item) => check.problems.items[item.id]);
      if (first) state.setOpen(first.id);
      return;
    }
    const sent = draft.questions.map((item) => item.id);
    save.mutate(definition, {
      onSuccess: (saved) => {
        client.setQueryData(adminFormKeys.form(saved.form_id), saved);
        state.keep(draftFrom(saved.definition));
        setCurrent(saved);
        if (creating) {
          showToast(t('forms.admin.builder.created', { version: saved.version }), 'success');
          onCreated(saved.form_id);
        } else if (!saved.changed) {
          showToast(t('forms.admin.builder.unchanged', { version: saved.version }), 'default');
        } else {
          showToast(t('forms.admin.builder.savedVersion', { version: saved.version }), 'success');
        }
      },
      onError: (error) => {
        const failure = toApiError(error);
        if (Object.keys(failure.fields).length > 0) {
          state.refuse(serverProblems(failure.fields, sent));
        } else if (failure.code === 'form_exists') {
          state.refuse(serverProblems({ form_id: failure.message }, sent));
        }
      },
    });
  };

  const failure = save.error ? toApiError(save.error) : null;
  const failureShown =
    failure && (Object.keys(failure.fields).length > 0 || failure.code === 'form_exists');
  const formError = (field: string) => problemText(state.problemOf(null, field));

  return (
    <Stack spacing={3}>
      <Box>
        <Button
          startIcon={<ArrowBack />}
          onClick={() => (state.dirty ? setLeaving(true) : onBack())}
        >
          {t('forms.admin.builder.back')}
        </Button>
      </Box>
      <SectionHeader
        title={t(creating ? 'forms.admin.builder.newTitle' : 'forms.admin.builder.editTitle')}
        description={t('forms.admin.builder.description')}
        action={
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              onClick={() => setPreviewing(true)}
            >
              {t('forms.admin.builder.preview')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveOutlined />}
              loading={save.isPending}
              onClick={submit}
            >
              {t('forms.admin.builder.save')}
            </Button>
          </Stack>
        }
      />
      <VersionLine version={current} dirty={state.dirty} />
      {state.attempted && check.count > 0 ? (
        <Alert severity="error" role="alert">
          {t('forms.admin.builder.problems', { count: check.count })}
        </Alert>
      ) : null}
      {failureShown ? null : <FormError error={save.error} />}

      <LanguageToggle language={language} onChange={setLanguage} />

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={`${id}-details`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2.5}>
          <Typography id={`${id}-details`} variant="h3" component="h3">
            {t('forms.admin.builder.details')}
          </Typography>
          <LocalTextField
            label={t('forms.admin.builder.formTitle')}
            value={draft.title}
            language={language}
            required
            onChange={(title) => state.changeForm({ title })}
            onBlur={() => state.touch(null, 'title')}
            error={formError('title')}
          />
          <LocalTextField
            label={t('forms.admin.builder.formDescription')}
            value={draft.description}
            language={language}
            lines={2}
            onChange={(description) => state.changeForm({ description })}
            onBlur={() => state.touch(null, 'description')}
            error={formError('description')}
          />
          {creating ? (
            <TextInput
              id={`${id}-form-id`}
              label={t('forms.admin.builder.formId')}
              value={draft.form_id}
              autoComplete="off"
              onChange={(event) => state.changeForm({ form_id: event.target.value })}
              onBlur={() => state.touch(null, 'form_id')}
              error={Boolean(formError('form_id'))}
              helperText={formError('form_id') ?? t('forms.admin.builder.formIdHelp')}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('forms.admin.builder.formIdShown', { id: draft.form_id })}
            </Typography>
          )}
        </Stack>
      </Paper>

      <QuestionsEditor
        state={state}
        language={language}
        footer={
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            loading={save.isPending}
            onClick={submit}
          >
            {t('forms.admin.builder.save')}
          </Button>
        }
      />

      {previewing ? (
        <Suspense fallback={null}>
          <PreviewDialog
            definition={
              check.definition
                ? { ...check.definition, form_id: check.definition.form_id ?? PREVIEW_ID }
                : null
            }
            problems={check.count}
            fields={fields}
            onClose={() => setPreviewing(false)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={leaving}
        title={t('forms.admin.builder.leaveTitle')}
        body={t('forms.admin.builder.leaveBody')}
        confirmLabel={t('forms.admin.builder.leave')}
        cancelLabel={t('forms.admin.builder.stay')}
        destructive
        onConfirm={onBack}
        onCancel={() => setLeaving(false)}
      />
    </Stack>
  );
}
