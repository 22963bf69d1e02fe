// The form renderer: any form of the forms engine (docs/forms.md), answered with MUI controls
// through react-hook-form. Shared by every module that asks people something (surveys,
// evaluations, requests, complaints, event registration) and by the form builder's preview.
//
// - Conditions show and hide items as answers change; hidden answers are never sent.
// - The shared answer rules (lib/forms) judge the answers, with the server's own texts: each
//   problem under its question and in a summary of links at the top; focus moves to the first.
//   A server's 422 (`serverErrors`) is shown the same way.
// - A long form (more than PAGED_OVER_QUESTIONS questions in sections) is answered a section at
//   a time ("Anterior", "Siguiente", a progress line); "Siguiente" checks the section first.
// - Before sending text that seems to hold personal data the person is warned (SUR-20).
// - `onDraft` hears the answers (shown or not) as the person types, debounced.
// - `beforeSubmit` puts the caller's own part above the send button, given the answers so far.
// The form's title and description are the caller's to show, at its own heading level.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BaseSyntheticEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Answers, FormContext, FormDefinition, Passage } from '@/lib/forms/types';

import { checkAnswers, shownWith } from './check-answers';
import { ErrorSummary, type SummaryEntry } from './error-summary';
import { isPaged, sectionGroups, visiblePages } from './form-pages';
import { initialValues, isQuestion, questionsOf, toAnswers, type FormValues } from './form-values';
import { PassageView } from './passage';
import { personalDataAnswers } from './personal-data';
import { PersonalDataWarning, type FlaggedAnswer } from './personal-data-warning';
import { QuestionField } from './question-field';
import { questionIds } from './question-ids';
import { UploadStateContext, type UploadState, type UploadStateReport } from './upload-state';

/** How long typing must pause before a draft is handed over. */
export const DRAFT_DELAY_MS = 800;

export type FormRendererProps = {
  /** The form in the person's language (localizeForm, or GET /forms/{form_id}). */
  definition: FormDefinition<string>;
  /** The person's hidden fields, which conditions may read. */
  context: FormContext;
  /** Answers to start from (a draft). */
  defaultValues?: Answers;
  /** Receives the answers to send: shown, answered questions only, as the rules keep them. A
   *  rejection is the caller's to show (a 422's fields through `serverErrors`). */
  onSubmit: (answers: Answers) => Promise<void>;
  /** Receives every answer given so far, once typing pauses (DRAFT_DELAY_MS), and on unmount
   *  (not after a send that succeeded). */
  onDraft?: (answers: Answers) => void;
  /** The submit button's text ("Enviar" by default). */
  submitLabel?: string;
  /** The form may not be sent now (its caller says why): the submit button is disabled. */
  submitDisabled?: boolean;
  /** Shows the answers without changing them: every item on one page, no buttons. */
  readOnly?: boolean;
  /** A server's refusal: message by field (`answers.<question id>` or the question id). */
  serverErrors?: Record<string, string>;
  /** Shown above the send button (on the last page, never read-only), given the answers of the
   *  questions shown so far: something the caller asks along with them. */
  beforeSubmit?: (answers: Answers) => ReactNode;
};

const FOCUSABLE = [
  'input:not([type="hidden"]):not([hidden]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Moves focus into a question: its chosen radio button, else its first control. */
function focusInside(root: Element | null | undefined): void {
  const target =
    root?.querySelector<HTMLElement>('input[type="radio"]:checked:not([disabled])') ??
    root?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

type Focus = { kind: 'question'; id: string } | { kind: 'top' } | { kind: 'warning' };

export function FormRenderer({
  definition,
  context,
  defaultValues,
  onSubmit,
  onDraft,
  submitLabel,
  submitDisabled = false,
  readOnly = false,
  serverErrors,
  beforeSubmit,
}: FormRendererProps) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const warningRef = useRef<HTMLDivElement>(null);
  const uploads = useRef(new Map<string, UploadState>());
  // The personal data the person was warned about, and the data they chose to send anyway.
  const warnedPersonalData = useRef<string | null>(null);
  const confirmedPersonalData = useRef<string | null>(null);
  const [pageKey, setPageKey] = useState<string | null>(null);
  // Where focus goes after the next render (each request a new number, so the same place twice
  // is asked twice).
  const [focus, setFocus] = useState<(Focus & { serial: number }) | null>(null);
  const requestFocus = useCallback(
    (target: Focus) => setFocus((last) => ({ ...target, serial: (last?.serial ?? 0) + 1 })),
    [],
  );
  const [summaryShown, setSummaryShown] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [flagged, setFlagged] = useState<FlaggedAnswer[]>([]);
  const [startValues] = useState(() => initialValues(definition, defaultValues));

  const language = i18n.language;
  const resolver = useMemo<Resolver<FormValues, unknown, Answers>>(
    () => (values) => {
      const { answers, errors } = checkAnswers(values, {
        definition,
        context,
        t,
        language,
        uploads: uploads.current,
      });
      const entries = Object.entries(errors);
      if (entries.length === 0) return { values: answers, errors: {} };
      return {
        values: {},
        errors: Object.fromEntries(
          entries.map(([id, message]) => [id, { type: 'rules', message }]),
        ),
      };
    },
    [definition, context, t, language],
  );
  const form = useForm<FormValues, unknown, Answers>({
    defaultValues: startValues,
    resolver,
    shouldFocusError: false,
  });
  const { control, formState } = form;
  // Read on every render, so that every change of the problems renders the summary (the form
  // state re-renders only for what was read).
  const { errors: problems, isSubmitting } = formState;
  const reportUpload = useCallback<UploadStateReport>((id, state) => {
    uploads.current.set(id, state);
  }, []);

  // What is shown follows the answers as they change.
  const values = useWatch({ control }) as FormValues;
  const shown = useMemo(
    () => shownWith(definition, values, context),
    [definition, values, context],
  );
  const questions = useMemo(() => questionsOf(definition), [definition]);
  const groupOf = useMemo(() => {
    const keys: string[] = [];
    for (const group of sectionGroups(definition))
      for (const index of group.indexes) keys[index] = group.key;
    return keys;
  }, [definition]);
  const paged = !readOnly && isPaged(definition);
  const pages = paged ? visiblePages(definition, shown) : [];
  const pageIndex = Math.max(
    0,
    pages.findIndex((page) => page.key === pageKey),
  );
  const currentKey = pages[pageIndex]?.key ?? null;
  const onPage = (index: number) => !paged || groupOf[index] === currentKey;
  const ids = (questionId: string) => questionIds(baseId, questionId);

  const goTo = useCallback(
    (questionId: string) => {
      const index = definition.questions.findIndex((item) => item.id === questionId);
      const key = groupOf[index];
      if (key !== undefined) setPageKey(key);
      requestFocus({ kind: 'question', id: questionId });
    },
    [definition, groupOf, requestFocus],
  );

  /** The first question (in the form's order) with a problem. */
  const firstWithError = (errors: Record<string, unknown>) =>
    questions.find((question) => Object.hasOwn(errors, question.id))?.id;

  // A server's refusal: under each question it names (set on the form once rendered), the rest
  // at the top; focus goes to the first.
  const [refusal, setRefusal] = useState<Record<string, string> | undefined>(undefined);
  const refused = (field: string) =>
    field.startsWith('answers.') ? field.slice('answers.'.length) : field;
  if (serverErrors !== refusal) {
    setRefusal(serverErrors);
    if (serverErrors) {
      const named = new Set(Object.keys(serverErrors).map(refused));
      setFormErrors(
        Object.entries(serverErrors).flatMap(([field, message]) =>
          questions.some((question) => question.id === refused(field)) ? [] : [message],
        ),
      );
      setSummaryShown(true);
      const first = questions.find((question) => named.has(question.id))?.id;
      if (first) goTo(first);
      else requestFocus({ kind: 'top' });
    }
  }
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      const id = refused(field);
      if (questions.some((question) => question.id === id))
        form.setError(id, { type: 'server', message });
    }
    // Only a new refusal is set on the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  useEffect(() => {
    if (!focus) return;
    if (focus.kind === 'top') topRef.current?.focus();
    else if (focus.kind === 'warning') warningRef.current?.focus();
    else focusInside(formRef.current?.querySelector(`[data-question-id="${focus.id}"]`));
  }, [focus]);

  // Drafts, and a problem shown before the first submit (by "Siguiente") follows its answer.
  const draft = useEffectEvent((answers: Answers) => onDraft?.(answers));
  const recheck = useEffectEvent((name: string) => {
    if (!form.formState.isSubmitted && form.getFieldState(name).error) void form.trigger(name);
  });
  // The answers not yet handed over as a draft (none once the form is sent).
  const pendingDraft = useRef<Answers | null>(null);
  useEffect(() => {
    if (readOnly) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (pendingDraft.current) draft(pendingDraft.current);
      pendingDraft.current = null;
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values: changed, name, type }) => {
        if (type !== 'change') return;
        if (name) recheck(name);
        pendingDraft.current = toAnswers(definition, changed);
        clearTimeout(timer);
        timer = setTimeout(flush, DRAFT_DELAY_MS);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      flush();
    };
  }, [form, definition, readOnly]);

  const valid = async (answers: Answers) => {
    setSummaryShown(false);
    setFormErrors([]);
    const found = personalDataAnswers(questions, answers);
    const key = JSON.stringify(found.map((entry) => [entry.id, answers[entry.id]]));
    if (found.length > 0 && confirmedPersonalData.current !== key) {
      warnedPersonalData.current = key;
      setFlagged(
        found.map((entry) => ({
          id: entry.id,
          kinds: entry.kinds,
          title: questions.find((question) => question.id === entry.id)?.title ?? '',
          href: `#${ids(entry.id).root}`,
        })),
      );
      requestFocus({ kind: 'warning' });
      return;
    }
    setFlagged([]);
    try {
      await onSubmit(answers);
      // Sent: what was typed is no draft any more.
      pendingDraft.current = null;
    } catch {
      // The caller shows why (serverErrors for a 422).
    }
  };
  const invalid = (errors: Record<string, unknown>) => {
    setSummaryShown(true);
    setFlagged([]);
    const first = firstWithError(errors);
    if (first) goTo(first);
  };
  const send = (event?: BaseSyntheticEvent) => form.handleSubmit(valid, invalid)(event);

  const sendAnyway = () => {
    confirmedPersonalData.current = warnedPersonalData.current;
    void send();
  };

  const next = async () => {
    const names = (pages[pageIndex]?.indexes ?? []).flatMap((index) => {
      const item = definition.questions[index];
      return item && isQuestion(item) && shown[index] ? [item.id] : [];
    });
    const valid = await form.trigger(names);
    if (!valid) {
      setSummaryShown(true);
      const first = names.find((name) => form.getFieldState(name).error);
      if (first) goTo(first);
      return;
    }
    setSummaryShown(false);
    setPageKey(pages[pageIndex + 1]?.key ?? null);
    requestFocus({ kind: 'top' });
  };

  const previous = () => {
    setPageKey(pages[pageIndex - 1]?.key ?? null);
    requestFocus({ kind: 'top' });
  };

  const summary: SummaryEntry[] = summaryShown
    ? [
        ...formErrors.map((message) => ({ id: null, title: '', message })),
        ...definition.questions.flatMap((item, index) => {
          const message = isQuestion(item) && shown[index] ? problems[item.id]?.message : undefined;
          return message
            ? [{ id: item.id, title: item.title ?? '', message, href: `#${ids(item.id).root}` }]
            : [];
        }),
      ]
    : [];
  const anyRequired = questions.some((question) => question.required);
  const last = !paged || pageIndex >= pages.length - 1;
  const current = pages[pageIndex];
  const sectionTitle =
    current && current.key !== ''
      ? (definition.questions[current.indexes[0] ?? -1] as Passage<string> | undefined)?.title
      : undefined;

  return (
    <FormProvider {...form}>
      <UploadStateContext value={reportUpload}>
        <Box
          component="form"
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            if (submitDisabled) event.preventDefault();
            else void send(event);
          }}
          sx={{ minWidth: 0 }}
        >
          <Stack spacing={3}>
            <Box ref={topRef} tabIndex={-1} sx={{ outline: 'none' }}>
              {paged ? (
                <Box sx={{ mb: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('forms.renderer.progress', {
                      current: pageIndex + 1,
                      total: pages.length,
                    })}
                    {sectionTitle ? ` · ${sectionTitle}` : ''}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={((pageIndex + 1) / Math.max(1, pages.length)) * 100}
                    aria-hidden
                    sx={{ mt: 0.5 }}
                  />
                </Box>
              ) : null}
              <ErrorSummary id={`${baseId}-summary`} entries={summary} onGo={goTo} />
              {anyRequired && !readOnly ? (
                <Typography variant="body2" color="text.secondary">
                  {t('forms.renderer.requiredNote')}
                </Typography>
              ) : null}
            </Box>
            {definition.questions.map((item, index) => {
              const visible = shown[index] === true && onPage(index);
              return (
                <Box key={item.id} hidden={!visible}>
                  {isQuestion(item) ? (
                    <QuestionField question={item} ids={ids(item.id)} readOnly={readOnly} />
                  ) : (
                    <PassageView item={item} headingId={ids(item.id).title} />
                  )}
                </Box>
              );
            })}
            <PersonalDataWarning
              ref={warningRef}
              flagged={flagged}
              onReview={goTo}
              onSendAnyway={sendAnyway}
              sending={isSubmitting}
            />
            {beforeSubmit && last && !readOnly
              ? beforeSubmit(
                  Object.fromEntries(
                    Object.entries(toAnswers(definition, values)).filter(([id]) =>
                      definition.questions.some((item, index) => item.id === id && shown[index]),
                    ),
                  ),
                )
              : null}
            {readOnly ? null : (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                {paged && pageIndex > 0 ? (
                  <Button variant="outlined" onClick={previous}>
                    {t('forms.renderer.previous')}
                  </Button>
                ) : (
                  <span />
                )}
                {last ? (
                  <Button
                    type="submit"
                    variant="contained"
                    loading={isSubmitting}
                    disabled={submitDisabled}
                  >
                    {submitLabel ?? t('forms.renderer.submit')}
                  </Button>
                ) : (
                  <Button variant="contained" onClick={() => void next()}>
                    {t('forms.renderer.next')}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </Box>
      </UploadStateContext>
    </FormProvider>
  );
}
