import ArrowBack from '@mui/icons-material/ArrowBack';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { fieldsRead } from '@/components/forms/builder/condition-model';
import { draftFrom, type Draft, type EditLanguage } from '@/components/forms/builder/draft';
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

import { saveSurveyMutation, type AdminSurveyDetail } from '../../api/admin-surveys';
import {
  checkSettings,
  DEFAULT_SETTINGS,
  editScope,
  settingsFrom,
  surveyInput,
  typedK,
  type SurveySettings,
} from '../../lib/settings-model';
import { useSurveyErrorMessage } from '../../lib/use-survey-error';
import { SurveyStatusChip } from '../status-chip';

import { AudienceSection } from './audience-section';
import { LifecycleActions } from './lifecycle-actions';
import { PrivacyPreviewSection } from './privacy-preview';
import { SettingsSection } from './settings-section';

/** The renderer loads with the first preview. */
const PreviewDialog = lazy(
  lazyComponent(() => import('@/components/forms/builder/preview-dialog'), 'PreviewDialog'),
);

const EMPTY_DRAFT: Draft = {
  form_id: '',
  title: { es: '' },
  description: { es: '' },
  questions: [],
};

/** The server's 422 fields: the survey's own, and the form's (`form.` stripped) for the builder. */
function splitFields(fields: Record<string, string>) {
  const survey: Record<string, string> = {};
  const form: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) {
    if (field.startsWith('form.')) form[field.slice(5)] = text;
    else if (field === 'title' || field === 'description' || field.startsWith('questions'))
      form[field] = text;
    else survey[field] = text;
  }
  return { survey, form };
}

export type SurveyEditorProps = {
  /** The survey as last read (its status moves with the lifecycle); null for a new one. */
  survey: AdminSurveyDetail | null;
  onBack: () => void;
  onCreated: (id: number) => void;
  onResults: (id: number) => void;
};

/** A survey in the editor: its title and description (es, en), how it runs, who is asked, the
 *  questions (the forms' builder), a preview as people see it, the privacy preview and the
 *  lifecycle. Launched surveys change only what may change (SUR-12). */
export function SurveyEditor({ survey, onBack, onCreated, onResults }: SurveyEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useSurveyErrorMessage();
  const problemText = useProblemText();
  const state = useFormDraft(survey ? draftFrom(survey.form.definition) : EMPTY_DRAFT);
  const { draft, check } = state;
  const [initialSettings] = useState(() => (survey ? settingsFrom(survey) : DEFAULT_SETTINGS));
  const [settings, setSettings] = useState<SurveySettings>(initialSettings);
  const [savedSettings, setSavedSettings] = useState(initialSettings);
  const [language, setLanguage] = useState<EditLanguage>('es');
  const [attempted, setAttempted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [previewing, setPreviewing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const save = useMutation(saveSurveyMutation(survey?.id ?? null));
  const scope = editScope(survey?.status ?? null);
  const launched = scope === 'launched';
  const settingsProblems = useMemo(
    () => checkSettings(settings, launched && survey?.k != null ? survey.k : null),
    [settings, launched, survey?.k],
  );
  const shownProblems = attempted ? settingsProblems : {};
  const dirty = state.dirty || JSON.stringify(settings) !== JSON.stringify(savedSettings);
  const fields = useMemo(() => fieldsRead(draft.questions), [draft.questions]);
  const creating = survey === null;
  const draftAudience = useMemo(
    () => ({ audience: settings.audience, k: typedK(settings.k) }),
    [settings.audience, settings.k],
  );
  useDocumentTitle(
    t(creating ? 'surveys.admin.editor.newTitle' : 'surveys.admin.editor.editTitle'),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = () => {
    state.attempt();
    setAttempted(true);
    const definition = check.definition;
    if (!definition || Object.keys(settingsProblems).length > 0) {
      const first = draft.questions.find((item) => check.problems.items[item.id]);
      if (first) state.setOpen(first.id);
      return;
    }
    const sent = draft.questions.map((item) => item.id);
    save.mutate(surveyInput(settings, definition), {
      onSuccess: (saved) => {
        state.keep(draftFrom(saved.form.definition));
        const kept = settingsFrom(saved);
        setSettings(kept);
        setSavedSettings(kept);
        setAttempted(false);
        setServerFields({});
        if (creating) {
          showToast(t('surveys.admin.editor.created'), 'success');
          onCreated(saved.id);
        } else showToast(t('surveys.admin.editor.saved'), 'success');
      },
      onError: (error) => {
        const failure = toApiError(error);
        const split = splitFields(failure.fields);
        setServerFields(split.survey);
        if (Object.keys(split.form).length > 0) state.refuse(serverProblems(split.form, sent));
      },
    });
  };

  const failure = save.error ? toApiError(save.error) : null;
  const failureShown = failure && Object.keys(failure.fields).length > 0;
  const formError = (field: string) =>
    problemText(state.problemOf(null, field)) ?? serverFields[field];
  const frozen = scope === 'none';
  const problemCount = (attempted ? check.count : 0) + Object.keys(shownProblems).length;

  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={() => (dirty ? setLeaving(true) : onBack())}>
          {t('surveys.admin.editor.back')}
        </Button>
      </Box>
      <SectionHeader
        title={t(creating ? 'surveys.admin.editor.newTitle' : 'surveys.admin.editor.editTitle')}
        description={t('surveys.admin.editor.description')}
        action={
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {survey && survey.status !== 'draft' ? (
              <Button
                variant="outlined"
                startIcon={<BarChartOutlined />}
                onClick={() => onResults(survey.id)}
              >
                {t('surveys.admin.editor.results')}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              onClick={() => setPreviewing(true)}
            >
              {t('surveys.admin.editor.preview')}
            </Button>
            {frozen ? null : (
              <Button
                variant="contained"
                startIcon={<SaveOutlined />}
                loading={save.isPending}
                onClick={submit}
              >
                {t('surveys.admin.editor.save')}
              </Button>
            )}
          </Stack>
        }
      />
      {survey ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack spacing={1.5}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography>{t('surveys.admin.editor.statusIs')}</Typography>
              <SurveyStatusChip status={survey.status} />
              {dirty ? (
                <Typography variant="body2" color="text.secondary">
                  {t('surveys.admin.editor.unsaved')}
                </Typography>
              ) : null}
            </Stack>
            {launched ? (
              <Typography variant="body2" color="text.secondary">
                {t('surveys.admin.editor.launchedHelp')}
              </Typography>
            ) : null}
            <LifecycleActions survey={survey} dirty={dirty} onDeleted={onBack} />
          </Stack>
        </Paper>
      ) : null}
      {problemCount > 0 ? (
        <Alert severity="error" role="alert">
          {t('surveys.admin.editor.problems', { count: problemCount })}
        </Alert>
      ) : null}
      {save.error && !failureShown ? (
        <Alert severity="error" role="alert">
          {errorText(save.error)}
        </Alert>
      ) : null}

      <LanguageToggle language={language} onChange={setLanguage} />

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={`${id}-details`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2.5}>
          <Typography id={`${id}-details`} variant="h3" component="h3">
            {t('surveys.admin.editor.details')}
          </Typography>
          <LocalTextField
            label={t('surveys.admin.editor.title')}
            value={draft.title}
            language={language}
            required
            onChange={(title) => state.changeForm({ title })}
            onBlur={() => state.touch(null, 'title')}
            error={formError('title')}
          />
          <LocalTextField
            label={t('surveys.admin.editor.surveyDescription')}
            value={draft.description}
            language={language}
            lines={2}
            onChange={(description) => state.changeForm({ description })}
            onBlur={() => state.touch(null, 'description')}
            error={formError('description')}
          />
        </Stack>
      </Paper>

      <SettingsSection
        settings={settings}
        onChange={(changes) => setSettings((current) => ({ ...current, ...changes }))}
        scope={scope}
        launchedMode={launched ? (survey?.confidentiality ?? null) : null}
        problems={shownProblems}
        serverFields={serverFields}
      />
      <AudienceSection
        audience={settings.audience}
        onChange={(audience) => setSettings((current) => ({ ...current, audience }))}
        disabled={scope !== 'all'}
        error={
          shownProblems.audience
            ? t('surveys.admin.settingsErrors.audience')
            : serverFields.audience
        }
      />
      {survey ? (
        <PrivacyPreviewSection surveyId={survey.id} />
      ) : (
        <PrivacyPreviewSection draft={draftAudience} />
      )}

      <QuestionsEditor
        state={state}
        language={language}
        footer={
          frozen ? null : (
            <Button
              variant="contained"
              startIcon={<SaveOutlined />}
              loading={save.isPending}
              onClick={submit}
            >
              {t('surveys.admin.editor.save')}
            </Button>
          )
        }
      />

      {previewing ? (
        <Suspense fallback={null}>
          <PreviewDialog
            definition={
              check.definition
                ? { ...check.definition, form_id: check.definition.form_id ?? 'vista-previa' }
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
