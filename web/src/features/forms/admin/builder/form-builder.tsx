import ArrowBack from '@mui/icons-material/ArrowBack';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { FormError } from '@/components/form/form-error';
import { TextInput } from '@/components/form/text-input';
import { SectionHeader } from '@/components/layout/section-header';
import { showToast } from '@/components/toast/toast';
import { lazyComponent } from '@/lib/lazy-route';
import { useDocumentTitle } from '@/lib/use-document-title';

import { adminFormKeys, saveFormMutation, type FormVersion } from '../admin-forms-api';

import { fieldsRead } from './condition-model';
import { draftFrom, isQuestion, questionNumbers, titleOf, type EditLanguage } from './draft';
import { serverProblems } from './draft-errors';
import { ItemCard } from './item-card';
import { LocalTextField } from './local-text-field';
import { PaletteList, PaletteMenu } from './palette';
import { SortableList } from './sortable-list';
import { useFormDraft } from './use-form-draft';
import { useProblemText } from './use-problem-text';
import { VersionLine } from './version-line';

/** Stands for a new form's id in the preview. */
const PREVIEW_ID = 'vista-previa';

/** The renderer loads with the first preview. */
const PreviewDialog = lazy(lazyComponent(() => import('./preview-dialog'), 'PreviewDialog'));

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
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const client = useQueryClient();
  const state = useFormDraft(
    version
      ? draftFrom(version.definition)
      : { form_id: '', title: { es: '' }, description: { es: '' }, questions: [] },
  );
  const { draft, check } = state;
  const [language, setLanguage] = useState<EditLanguage>('es');
  const [current, setCurrent] = useState(version);
  const [removing, setRemoving] = useState<string | null>(null);
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
  const numbers = questionNumbers(draft);
  const nameOf = (itemId: string) => {
    const item = draft.questions.find((entry) => entry.id === itemId);
    if (!item) return itemId;
    const number = numbers.get(itemId);
    const kind =
      number === undefined
        ? t(`forms.admin.types.${item.type}`)
        : t('forms.admin.item.number', { number });
    const title = titleOf(item, language);
    return title ? `${kind}: ${title}` : kind;
  };

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
  const palette = wide ? null : <PaletteMenu onAdd={state.add} />;

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

      <Stack spacing={0.5}>
        <Typography id={`${id}-language`} variant="body2" color="text.secondary">
          {t('forms.admin.builder.language')}
        </Typography>
        <Box>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={language}
            onChange={(_event, next: EditLanguage | null) => next && setLanguage(next)}
            aria-labelledby={`${id}-language`}
          >
            <ToggleButton value="es" lang="es" sx={{ px: 1.5 }}>
              {t('languages.es')}
            </ToggleButton>
            <ToggleButton value="en" lang="en" sx={{ px: 1.5 }}>
              {t('languages.en')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {language === 'en' ? (
          <Typography variant="body2" color="text.secondary">
            {t('forms.admin.builder.englishHelp')}
          </Typography>
        ) : null}
      </Stack>

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

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Box sx={{ position: 'sticky', top: 80 }}>
            <PaletteList onAdd={state.add} />
          </Box>
        ) : null}
        <Stack component="section" aria-labelledby={`${id}-items`} spacing={2}>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography id={`${id}-items`} variant="h3" component="h3">
              {t('forms.admin.builder.items', { number: numbers.size })}
            </Typography>
            {palette}
          </Stack>
          {formError('questions') ? (
            <FormHelperText error role="alert" sx={{ mt: 0 }}>
              {formError('questions')}
            </FormHelperText>
          ) : null}
          {draft.questions.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">
                {t(wide ? 'forms.admin.builder.emptyWide' : 'forms.admin.builder.empty')}
              </Typography>
            </Paper>
          ) : (
            <SortableList
              ids={draft.questions.map((item) => item.id)}
              nameOf={nameOf}
              onMove={state.move}
            >
              <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {draft.questions.map((item, index) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    index={index}
                    items={draft.questions}
                    number={isQuestion(item) ? (numbers.get(item.id) ?? null) : null}
                    name={nameOf(item.id)}
                    language={language}
                    questionName={nameOf}
                    expanded={state.open === item.id}
                    fresh={state.fresh === item.id}
                    onToggle={() => state.setOpen(state.open === item.id ? null : item.id)}
                    problems={state.shownCount(item.id)}
                    errorOf={(field) => problemText(state.problemOf(item.id, field))}
                    touch={(field) => state.touch(item.id, field)}
                    onChange={(changes) => state.changeItem(item.id, changes)}
                    isFirst={index === 0}
                    isLast={index === draft.questions.length - 1}
                    onMove={(by) => state.moveBy(item.id, by)}
                    onDuplicate={() => state.duplicate(item.id)}
                    onRemove={() => setRemoving(item.id)}
                  />
                ))}
              </Stack>
            </SortableList>
          )}
          {draft.questions.length > 0 ? (
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              {palette ?? <span />}
              <Button
                variant="contained"
                startIcon={<SaveOutlined />}
                loading={save.isPending}
                onClick={submit}
              >
                {t('forms.admin.builder.save')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Box>

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
        open={removing !== null}
        title={t('forms.admin.item.removeTitle')}
        body={removing ? t('forms.admin.item.removeBody', { name: nameOf(removing) }) : ''}
        confirmLabel={t('forms.admin.item.remove')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        onConfirm={() => {
          if (removing) state.remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
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
