import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { TextInput } from '@/components/form/text-input';
import { draftFrom, type Draft, type EditLanguage } from '@/components/forms/builder/draft';
import {
  checkDraft as checkQuestions,
  serverProblems,
} from '@/components/forms/builder/draft-errors';
import { LanguageToggle } from '@/components/forms/builder/language-toggle';
import { QuestionsEditor } from '@/components/forms/builder/questions-editor';
import { useFormDraft } from '@/components/forms/builder/use-form-draft';
import { showToast } from '@/components/toast/toast';

import { saveTypeMutation, TYPE_LIMITS, type AdminRequestTypeDetail } from '../api/admin-requests';
import { useRequestErrorMessage } from '../lib/request-words';

import { ChainEditor } from './chain-editor';
import {
  checkTypeDraft,
  emptyTypeDraft,
  typeDraftOf,
  typeInputOf,
  type TypeDraft,
} from './type-draft';

const EMPTY_FORM: Draft = {
  form_id: '',
  title: { es: '' },
  description: { es: '' },
  questions: [],
};

/** The type's own fields a server message may name (a form's fields are the builder's). */
const TYPE_FIELDS = /^(name|name_en|description|description_en|sla_days|steps|status)(\.|$)/;

export type TypeEditorProps = {
  /** The type as last read; null for a new one. */
  type: AdminRequestTypeDetail | null;
  onSaved: (saved: AdminRequestTypeDetail) => void;
};

/** A request type in the console: its names and descriptions (Spanish, English optional), the
 *  deadline in days, the approval chain and its form (the forms' builder, written in either
 *  language). Every problem is shown at its field before anything is sent; the server's too. A
 *  new form is the form's next version: requests made keep the one they were answered on. */
export function TypeEditor({ type, onSaved }: TypeEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const describe = useRequestErrorMessage();
  const [draft, setDraft] = useState<TypeDraft>(() =>
    type ? typeDraftOf(type) : emptyTypeDraft(),
  );
  const questions = useFormDraft(type ? draftFrom(type.form.definition) : EMPTY_FORM);
  const [language, setLanguage] = useState<EditLanguage>('es');
  const [checked, setChecked] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const save = useMutation(saveTypeMutation(type?.id ?? null));
  const creating = type === null;

  const local = useMemo(
    () => (checked ? checkTypeDraft(draft) : new Map<string, string>()),
    [checked, draft],
  );
  const errorAt = (field: string): string | undefined => {
    const key = local.get(field);
    // The checks' keys are glossary keys of this part (type-draft.ts).
    return key ? (t as unknown as (key: string) => string)(key) : serverFields[field];
  };
  const set = (change: Partial<TypeDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (Object.keys(serverFields).length > 0) setServerFields({});
  };

  // The form's title is the type's name: people see the questions under it.
  const titled = useMemo((): Draft => {
    const nameEn = draft.nameEn.trim();
    return {
      ...questions.draft,
      title: { es: draft.name.trim() || '—', ...(nameEn ? { en: nameEn } : {}) },
    };
  }, [questions.draft, draft.name, draft.nameEn]);
  const formCheck = useMemo(() => checkQuestions(titled), [titled]);

  const submit = () => {
    setChecked(true);
    questions.attempt();
    const form = formCheck.definition;
    if (checkTypeDraft(draft).size > 0 || !form) {
      const first = questions.draft.questions.find((item) => formCheck.problems.items[item.id]);
      if (first) questions.setOpen(first.id);
      return;
    }
    const sent = questions.draft.questions.map((item) => item.id);
    save.mutate(typeInputOf(draft, form), {
      onSuccess: (saved) => {
        setServerFields({});
        setChecked(false);
        setDraft(typeDraftOf(saved));
        questions.keep(draftFrom(saved.form.definition));
        const name = saved.name;
        showToast(
          t(creating ? 'requests.admin.editor.created' : 'requests.admin.editor.saved', { name }),
          'success',
        );
        onSaved(saved);
      },
      onError: (error) => {
        const failure = toApiError(error);
        const own: Record<string, string> = {};
        const formFields: Record<string, string> = {};
        for (const [field, text] of Object.entries(failure.fields)) {
          if (failure.code !== 'invalid_form' && TYPE_FIELDS.test(field)) own[field] = text;
          else if (field === 'title') own.name = text;
          else formFields[field.replace(/^form\./, '')] = text;
        }
        setServerFields(own);
        if (Object.keys(formFields).length > 0) questions.refuse(serverProblems(formFields, sent));
      },
    });
  };

  const failure = save.error ? toApiError(save.error) : null;
  const failureShown = failure && Object.keys(failure.fields).length > 0;
  const problemCount = local.size + (checked ? formCheck.count : 0);

  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {checked && problemCount > 0 ? (
        <Alert severity="error" role="alert">
          {t('requests.admin.editor.problems', { count: problemCount })}
        </Alert>
      ) : null}
      {save.error && !failureShown ? (
        <Alert severity="error" role="alert">
          {describe(save.error)}
        </Alert>
      ) : null}

      <Section id={`${id}-texts`} title={t('requests.admin.editor.texts')}>
        <Grid>
          <TextInput
            id={`${id}-name`}
            label={t('requests.admin.fields.name')}
            required
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            inputProps={{ maxLength: TYPE_LIMITS.nameMax }}
            error={Boolean(errorAt('name'))}
            helperText={errorAt('name')}
            autoComplete="off"
          />
          <TextInput
            id={`${id}-name-en`}
            label={t('requests.admin.fields.nameEn')}
            value={draft.nameEn}
            onChange={(event) => set({ nameEn: event.target.value })}
            inputProps={{ maxLength: TYPE_LIMITS.nameMax }}
            error={Boolean(errorAt('name_en'))}
            helperText={errorAt('name_en') ?? t('requests.admin.editor.englishHelp')}
            autoComplete="off"
          />
        </Grid>
        <TextInput
          id={`${id}-description`}
          label={t('requests.admin.fields.description')}
          value={draft.description}
          multiline
          minRows={2}
          onChange={(event) => set({ description: event.target.value })}
          inputProps={{ maxLength: TYPE_LIMITS.descriptionMax }}
          error={Boolean(errorAt('description'))}
          helperText={errorAt('description') ?? t('requests.admin.editor.descriptionHelp')}
        />
        <TextInput
          id={`${id}-description-en`}
          label={t('requests.admin.fields.descriptionEn')}
          value={draft.descriptionEn}
          multiline
          minRows={2}
          onChange={(event) => set({ descriptionEn: event.target.value })}
          inputProps={{ maxLength: TYPE_LIMITS.descriptionMax }}
          error={Boolean(errorAt('description_en'))}
          helperText={errorAt('description_en')}
        />
        <Box sx={{ maxWidth: { sm: 320 } }}>
          <TextInput
            id={`${id}-sla`}
            label={t('requests.admin.fields.sla')}
            value={draft.sla}
            onChange={(event) => set({ sla: event.target.value })}
            inputProps={{ inputMode: 'numeric' }}
            error={Boolean(errorAt('sla_days'))}
            helperText={errorAt('sla_days') ?? t('requests.admin.editor.slaHelp')}
            autoComplete="off"
          />
        </Box>
      </Section>

      <Section id={`${id}-chain`} title={t('requests.admin.editor.chain')}>
        <ChainEditor steps={draft.steps} onChange={(steps) => set({ steps })} errorAt={errorAt} />
      </Section>

      <Section id={`${id}-form`} title={t('requests.admin.editor.form')}>
        <Typography variant="body2" color="text.secondary">
          {t(
            creating ? 'requests.admin.editor.formHelp' : 'requests.admin.editor.formVersionHelp',
            {
              version: type?.form.version ?? 1,
            },
          )}
        </Typography>
        <LanguageToggle language={language} onChange={setLanguage} />
        <QuestionsEditor state={questions} language={language} />
      </Section>

      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t(creating ? 'requests.admin.editor.create' : 'requests.admin.editor.save')}
        </Button>
      </Box>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={id} variant="h3" component="h3">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
