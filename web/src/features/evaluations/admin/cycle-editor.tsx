import ArrowBack from '@mui/icons-material/ArrowBack';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { DateText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { FieldRow } from '@/components/form/field-row';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { DateField } from '@/components/form/fields/date-field';
import { NumberField } from '@/components/form/fields/number-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormError } from '@/components/form/form-error';
import { useMutationForm } from '@/components/form/use-mutation-form';
import type { Draft, EditLanguage } from '@/components/forms/builder/draft';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AddedSummary } from './add-participants-dialog';
import { saveCycleMutation, type CycleSave, type CycleSaved } from './api';
import {
  cycleValues,
  launchedPatch,
  SERVER_FIELDS,
  toCycleFields,
  validateCycle,
  type CycleValues,
} from './cycle-model';
import { FormTextsSection } from './form-texts-section';
import { FormsSection } from './forms-section';
import { ParticipantsInput } from './participants-input';
import {
  EMPTY_PARTICIPANTS,
  participantsInput,
  readPasted,
  type ParticipantsDraft,
} from './participants-model';
import {
  DIRECTIONS,
  type CycleDetail,
  type Direction,
  type FormInput,
  type Templates,
} from './types';
import { useAdminErrorMessage } from './use-admin-error';
import { formDraft, judgeForm, useDirectionDrafts } from './use-direction-drafts';
import { VisibilityMatrix } from './visibility-matrix';

export type CycleEditorProps = {
  /** The cycle as last read; null for a new one. */
  cycle: CycleDetail | null;
  templates: Templates;
  onBack: () => void;
  /** Saved: the cycle's page. */
  onSaved: (id: number) => void;
};

/** A direction's form as kept, under its id in the forms engine (eval-<cycle>-<direction>). */
function keptForm(cycle: CycleDetail | null, direction: Direction) {
  const form = cycle?.forms.find((entry) => entry.direction === direction);
  return form ? { ...form.definition, form_id: form.form_id } : null;
}

/** The server's messages about each direction's form (`forms.<direction>…`). */
function formErrors(fields: Record<string, string>): Partial<Record<Direction, string>> {
  const out: Partial<Record<Direction, string>> = {};
  for (const [field, text] of Object.entries(fields)) {
    const match = /^forms\.(self|leader|peer|upward)\b/.exec(field);
    if (match) out[match[1] as Direction] ??= text;
  }
  return out;
}

/** A cycle in the editor: its name and window, directions, deadlines, peers, what each viewer
 *  sees, each direction's form and (before launch) who takes part. Once launched only the name,
 *  description, deadlines and the forms' texts may change. */
export function CycleEditor({ cycle, templates, onBack, onSaved }: CycleEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useAdminErrorMessage();
  const launched = cycle !== null && cycle.phase !== 'draft';
  const savedId = useRef<number | null>(cycle?.id ?? null);
  const drafts = useDirectionDrafts(
    Object.fromEntries(
      DIRECTIONS.map((direction) => [
        direction,
        keptForm(cycle, direction) ?? templates[direction],
      ]),
    ) as Templates,
  );
  const [language, setLanguage] = useState<EditLanguage>('es');
  const [formTab, setFormTab] = useState<Direction>('self');
  const [attempted, setAttempted] = useState(false);
  const [participants, setParticipants] = useState<ParticipantsDraft>(EMPTY_PARTICIPANTS);
  const [addError, setAddError] = useState<unknown>(null);
  const [summary, setSummary] = useState<CycleSaved | null>(null);
  const [leaving, setLeaving] = useState(false);
  const creating = cycle === null;
  const title = t(
    creating ? 'evaluations.admin.editor.newTitle' : 'evaluations.admin.editor.editTitle',
  );
  useDocumentTitle(title);

  const form = useMutationForm({
    defaultValues: cycleValues(cycle),
    validate: validateCycle,
    mutation: saveCycleMutation(),
    toRequest: (values: CycleValues): CycleSave => {
      if (launched) return { id: savedId.current, body: launchedPatch(values), participants: null };
      const fields = toCycleFields(values);
      const forms: Partial<Record<Direction, FormInput>> = {};
      for (const direction of fields.directions) {
        const definition = judgeForm(direction, drafts.states[direction]).definition;
        if (definition) forms[direction] = definition;
      }
      return {
        id: savedId.current,
        body: { ...fields, forms },
        participants: participantsInput(participants),
      };
    },
    serverFields: Object.fromEntries(SERVER_FIELDS.map((field) => [field, field])),
    onSuccess: (saved) => {
      savedId.current = saved.cycle.id;
      form.form.reset(cycleValues(saved.cycle));
      // The forms as kept (the server names them and may have tidied their texts).
      const kept: Partial<Record<Direction, Draft>> = {};
      for (const form of saved.cycle.forms)
        kept[form.direction] = formDraft(form.definition, form.form_id);
      drafts.markSaved(kept);
      setAttempted(false);
      if (saved.addError) {
        setAddError(saved.addError);
        return;
      }
      setAddError(null);
      setParticipants(EMPTY_PARTICIPANTS);
      if (saved.added && (saved.added.already > 0 || saved.added.not_found.length > 0)) {
        setSummary(saved);
        return;
      }
      onSaved(saved.cycle.id);
    },
    successToast: (saved) =>
      saved.added
        ? t('evaluations.admin.editor.savedWithPeople', {
            count: saved.added.added,
          })
        : t('evaluations.admin.editor.saved'),
  });

  const directions = useWatch({ control: form.form.control, name: 'directions' });
  const chosen = DIRECTIONS.filter((direction) => directions.includes(direction));
  const peers = chosen.includes('peer');
  const dirty =
    form.form.formState.isDirty ||
    (!launched && chosen.some((direction) => drafts.dirty(direction))) ||
    (launched && DIRECTIONS.some((direction) => drafts.dirty(direction))) ||
    participantsInput(participants) !== null;

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const failure = form.mutation.error ? toApiError(form.mutation.error) : null;
  const serverForms = failure ? formErrors(failure.fields) : {};
  const participantsField = failure
    ? Object.entries(failure.fields).find(([field]) => field.startsWith('participants'))?.[1]
    : undefined;
  const addFailure = addError
    ? (Object.values(toApiError(addError).fields)[0] ?? errorText(addError))
    : undefined;

  const submit = (event: FormEvent) => {
    if (!launched) {
      setAttempted(true);
      for (const direction of chosen) drafts.states[direction].attempt();
      const badForm = chosen.find(
        (direction) => judgeForm(direction, drafts.states[direction]).definition === null,
      );
      const badPaste = readPasted(participants.pasted).invalid.length > 0;
      if (badForm || badPaste) {
        event.preventDefault();
        if (badForm) setFormTab(badForm);
        void form.form.trigger();
        return;
      }
    }
    form.submit(event);
  };

  const saveButton = (
    <Button
      type="submit"
      form={`${id}-form`}
      variant="contained"
      startIcon={<SaveOutlined />}
      loading={form.mutation.isPending}
    >
      {t(creating ? 'evaluations.admin.editor.create' : 'evaluations.admin.editor.save')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={() => (dirty ? setLeaving(true) : onBack())}>
          {t('evaluations.admin.editor.back')}
        </Button>
      </Box>
      <SectionHeader
        title={title}
        description={t('evaluations.admin.editor.description')}
        action={saveButton}
      />
      {launched ? (
        <Alert severity="info">{t('evaluations.admin.editor.launchedHelp')}</Alert>
      ) : null}
      <FormError
        error={form.mutation.error}
        shownFields={[
          ...form.shownFields,
          ...Object.keys(failure?.fields ?? {}).filter(
            (field) => field.startsWith('forms.') || field.startsWith('participants'),
          ),
        ]}
        describe={errorText}
      />

      <FormProvider {...form.form}>
        <Stack component="form" id={`${id}-form`} noValidate spacing={3} onSubmit={submit}>
          <EditorPanel title={t('evaluations.admin.editor.details')}>
            <TextField
              name="name"
              label={t('evaluations.admin.editor.name')}
              required
              maxLength={120}
            />
            <TextField
              name="description"
              label={t('evaluations.admin.editor.descriptionField')}
              lines={3}
              maxLength={2000}
            />
            {launched ? (
              <ReadOnly label={t('evaluations.admin.editor.period')}>
                <DateText value={cycle.period_from} /> – <DateText value={cycle.period_to} />
              </ReadOnly>
            ) : (
              <FieldRow>
                <DateField
                  name="period_from"
                  label={t('evaluations.admin.editor.periodFrom')}
                  helperText={t('evaluations.admin.editor.periodHelp')}
                />
                <DateField name="period_to" label={t('evaluations.admin.editor.periodTo')} />
              </FieldRow>
            )}
          </EditorPanel>

          <EditorPanel title={t('evaluations.admin.editor.content')}>
            {launched ? (
              <>
                <ReadOnly label={t('evaluations.admin.editor.directions')}>
                  {cycle.directions
                    .map((direction) => t(`evaluations.admin.direction.${direction}`))
                    .join(', ')}
                </ReadOnly>
                <ReadOnly label={t('evaluations.admin.editor.sections')}>
                  {[
                    t(
                      cycle.include_goals
                        ? 'evaluations.admin.editor.goalsOn'
                        : 'evaluations.admin.editor.goalsOff',
                    ),
                    t(
                      cycle.include_competencies
                        ? 'evaluations.admin.editor.competenciesOn'
                        : 'evaluations.admin.editor.competenciesOff',
                    ),
                  ].join(' · ')}
                </ReadOnly>
              </>
            ) : (
              <>
                <CheckboxGroupField
                  name="directions"
                  label={t('evaluations.admin.editor.directions')}
                  required
                  options={DIRECTIONS.map((direction) => ({
                    value: direction,
                    label: t(`evaluations.admin.directionHelp.${direction}`),
                  }))}
                />
                <SwitchField
                  name="include_goals"
                  label={t('evaluations.admin.editor.includeGoals')}
                  helperText={t('evaluations.admin.editor.includeGoalsHelp')}
                />
                <SwitchField
                  name="include_competencies"
                  label={t('evaluations.admin.editor.includeCompetencies')}
                  helperText={t('evaluations.admin.editor.includeCompetenciesHelp')}
                />
              </>
            )}
          </EditorPanel>

          <EditorPanel
            title={t('evaluations.admin.editor.deadlines')}
            description={t('evaluations.admin.editor.deadlinesHelp')}
          >
            {peers ? (
              <DateField
                name="deadlines.nomination_due"
                label={t('evaluations.admin.deadline.nomination_due')}
              />
            ) : null}
            <FieldRow>
              <DateField
                name="deadlines.writing_due"
                label={t('evaluations.admin.deadline.writing_due')}
              />
              <DateField
                name="deadlines.calibration_due"
                label={t('evaluations.admin.deadline.calibration_due')}
              />
            </FieldRow>
            <DateField
              name="deadlines.sharing_due"
              label={t('evaluations.admin.deadline.sharing_due')}
            />
          </EditorPanel>

          {peers ? (
            <EditorPanel
              title={t('evaluations.admin.editor.peers')}
              description={t('evaluations.admin.editor.peersHelp')}
            >
              {launched ? (
                <ReadOnly label={t('evaluations.admin.editor.peers')}>
                  {t('evaluations.admin.editor.peersSummary', {
                    min: cycle.peers.min,
                    max: cycle.peers.max,
                    cap: cycle.peers.per_reviewer_cap,
                    by: t(`evaluations.admin.editor.nominatedBy.${cycle.peers.nominated_by}`),
                  })}
                </ReadOnly>
              ) : (
                <>
                  <FieldRow>
                    <NumberField name="peers.min" label={t('evaluations.admin.editor.peersMin')} />
                    <NumberField name="peers.max" label={t('evaluations.admin.editor.peersMax')} />
                  </FieldRow>
                  <NumberField
                    name="peers.per_reviewer_cap"
                    label={t('evaluations.admin.editor.peersCap')}
                    helperText={t('evaluations.admin.editor.peersCapHelp')}
                  />
                  <RadioField
                    name="peers.nominated_by"
                    label={t('evaluations.admin.editor.nominatedByLabel')}
                    options={(['reviewee', 'leader'] as const).map((by) => ({
                      value: by,
                      label: t(`evaluations.admin.editor.nominatedBy.${by}`),
                    }))}
                  />
                </>
              )}
            </EditorPanel>
          ) : null}

          <EditorPanel title={t('evaluations.admin.editor.visibility')}>
            <VisibilityMatrix disabled={launched} />
          </EditorPanel>
        </Stack>
      </FormProvider>

      {chosen.length === 0 ? null : launched ? (
        <FormTextsSection
          cycleId={cycle.id}
          directions={cycle.directions}
          drafts={drafts}
          language={language}
          onLanguage={setLanguage}
        />
      ) : (
        <FormsSection
          directions={chosen}
          drafts={drafts}
          templates={templates}
          language={language}
          onLanguage={setLanguage}
          current={formTab}
          onCurrent={setFormTab}
          attempted={attempted}
          serverErrors={serverForms}
        />
      )}

      {launched ? null : (
        <EditorPanel
          title={t('evaluations.admin.editor.participants')}
          description={
            cycle && cycle.counts.participants > 0
              ? t('evaluations.admin.editor.participantsSome', {
                  count: cycle.counts.participants,
                })
              : t('evaluations.admin.editor.participantsHelp')
          }
        >
          <ParticipantsInput
            value={participants}
            onChange={(next) => {
              setParticipants(next);
              setAddError(null);
            }}
            error={addFailure ?? participantsField}
          />
        </EditorPanel>
      )}

      <Box>{saveButton}</Box>

      {summary ? (
        <ConfirmDialog
          open
          title={t('evaluations.admin.editor.summaryTitle')}
          body={summary.added ? <AddedSummary result={summary.added} /> : null}
          confirmLabel={t('evaluations.admin.editor.summaryContinue')}
          cancelLabel={t('evaluations.admin.editor.summaryStay')}
          onConfirm={() => onSaved(summary.cycle.id)}
          onCancel={() => setSummary(null)}
        />
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

function EditorPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography id={`${id}-title`} variant="h3" component="h3">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography>{children}</Typography>
    </Stack>
  );
}
