import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { AutocompleteInput } from '@/components/forms/autocomplete-input';
import { draftFrom, type Draft, type EditLanguage } from '@/components/forms/builder/draft';
import {
  checkDraft as checkQuestions,
  serverProblems,
} from '@/components/forms/builder/draft-errors';
import { QuestionsEditor } from '@/components/forms/builder/questions-editor';
import { useFormDraft } from '@/components/forms/builder/use-form-draft';
import { NamedMultiSelect } from '@/components/forms/named-multi-select';
import { SectionHeader } from '@/components/layout/section-header';
import { MediaPicker } from '@/components/media/media-picker';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { audienceDepartmentsQueryOptions } from '@/lib/calls/audience';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';
import { useDocumentTitle } from '@/lib/use-document-title';

import { communicationGroupsQueryOptions, saveEventMutation } from '../api/admin-events';
import {
  EVENT_KINDS,
  hasLink,
  hasPlace,
  type EventDetail,
  type QuestionsInput,
} from '../api/types';
import { DateTimeInput } from '../components/fields';
import { isKnownTimeZone } from '../lib/event-time';
import { useEventErrorMessage } from '../lib/use-event-error';

import {
  checkDraft,
  draftOf,
  emptyDraft,
  inputOf,
  SERVER_FIELDS,
  type DraftProblem,
  type EventDraft,
} from './editor-draft';
import { LifecycleActions } from './lifecycle-actions';
import { RemindersSection, RsvpOptionsSection } from './rsvp-settings';

const EMPTY_QUESTIONS: Draft = {
  form_id: '',
  title: { es: '' },
  description: { es: '' },
  questions: [],
};

/** Every zone the browser knows, for the picker. */
const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

export type EventEditorProps = {
  /** The event as last read; null for a new one. */
  event: EventDetail | null;
  /** The organisation's zone, a new event's default. */
  orgTimeZone: string;
  /** Admins may choose the organisers, the attendance points, the post-event survey and the
   *  communication groups (only admins may read them), and delete or cancel the event. */
  admin: boolean;
  onBack: () => void;
  onCreated: (id: number) => void;
  /** Inside the event's management screen (`/events/:eventId/manage`), which has its own
   *  heading, back link and lifecycle actions: the editor shows only the form. */
  embedded?: boolean;
};

/** An event in the console's editor (EVT-1): what, when (in the event's zone), where, who may
 *  come and how many, the registration window and questions (the forms' builder), the hold of a
 *  place offered from the waitlist, the attendance points, guests and the event's own answers,
 *  the reminders and the survey after it; publish, cancel or delete. */
export function EventEditor({
  event,
  orgTimeZone,
  admin,
  onBack,
  onCreated,
  embedded = false,
}: EventEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useEventErrorMessage();
  const [draft, setDraft] = useState<EventDraft>(() =>
    event ? draftOf(event) : emptyDraft(orgTimeZone),
  );
  const questions = useFormDraft(event?.form ? draftFrom(event.form) : EMPTY_QUESTIONS);
  const [language, setLanguage] = useState<EditLanguage>('es');
  const [checked, setChecked] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const save = useMutation(saveEventMutation(event?.id ?? null));
  // Admins read every department (the inactive ones are left out) and the communication groups;
  // organisers read the active departments (any member may), and the groups call refuses them.
  const allDepartments = useQuery({ ...departmentDetailsQueryOptions(), enabled: admin });
  const activeDepartments = useQuery({ ...audienceDepartmentsQueryOptions(), enabled: !admin });
  const departments = admin ? allDepartments : activeDepartments;
  const groups = useQuery({ ...communicationGroupsQueryOptions(), enabled: admin });
  const creating = event === null;
  const cancelled = event?.status === 'cancelled';
  useDocumentTitle(
    embedded ? null : t(creating ? 'events.admin.newTitle' : 'events.admin.editTitle'),
  );

  const local = useMemo(
    () => (checked ? checkDraft(draft) : new Map<string, DraftProblem>()),
    [checked, draft],
  );
  const errorAt = (field: string): string | undefined => {
    const problem = local.get(field);
    return problem ? t(`events.admin.errors.${problem}`) : serverFields[field];
  };
  const set = (change: Partial<EventDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };

  const submit = (publish: boolean) => {
    setChecked(true);
    const hasQuestions = questions.draft.questions.length > 0;
    // The form's own title is the event's: people see the questions under the event.
    const withTitle = { ...questions.draft, title: { es: draft.title.trim() || '—' } };
    if (hasQuestions) questions.attempt();
    const formCheck = hasQuestions ? checkQuestions(withTitle).definition : null;
    if (checkDraft(draft).size > 0 || (hasQuestions && !formCheck)) return;
    const form: QuestionsInput | null = formCheck;
    const sent = questions.draft.questions.map((item) => item.id);
    save.mutate(
      { ...inputOf(draft, form, admin), ...(creating && publish ? { publish: true } : {}) },
      {
        onSuccess: (saved) => {
          setServerFields({});
          // New answers get their keys from the server: the next save must send them back.
          setDraft((current) => ({ ...current, options: draftOf(saved).options }));
          questions.keep(saved.form ? draftFrom(saved.form) : EMPTY_QUESTIONS);
          showToast(t(creating ? 'events.admin.created' : 'events.admin.saved'), 'success');
          if (creating) onCreated(saved.id);
        },
        onError: (error) => {
          const failure = toApiError(error);
          const own: Record<string, string> = {};
          const formFields: Record<string, string> = {};
          for (const [field, text] of Object.entries(failure.fields)) {
            if (field.startsWith('form.')) formFields[field.slice(5)] = text;
            else if (field.startsWith('rsvp_options.'))
              own[field.replace('rsvp_options.', 'options.').replace('label_en', 'labelEn')] = text;
            else own[SERVER_FIELDS[field.split('.')[0] ?? field] ?? field] = text;
          }
          setServerFields(own);
          if (Object.keys(formFields).length > 0)
            questions.refuse(serverProblems(formFields, sent));
        },
      },
    );
  };

  const failure = save.error ? toApiError(save.error) : null;
  const failureShown = failure && Object.keys(failure.fields).length > 0;
  const departmentOptions = admin
    ? (allDepartments.data ?? []).filter((entry) => entry.active)
    : (activeDepartments.data ?? []);
  const groupOptions = groups.data ?? [];

  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(form) => {
        form.preventDefault();
        submit(false);
      }}
    >
      {embedded ? null : (
        <>
          <Box>
            <Button startIcon={<ArrowBack />} onClick={onBack}>
              {t('events.admin.back')}
            </Button>
          </Box>
          <SectionHeader
            title={t(creating ? 'events.admin.newTitle' : 'events.admin.editTitle')}
            description={t('events.admin.editorIntro')}
          />
          {event ? <LifecycleActions event={event} admin={admin} onGone={onBack} /> : null}
        </>
      )}
      {cancelled ? <Alert severity="info">{t('events.admin.cancelledNote')}</Alert> : null}
      {checked && local.size > 0 ? (
        <Alert severity="error" role="alert">
          {t('events.admin.problems', { count: local.size })}
        </Alert>
      ) : null}
      {save.error && !failureShown ? (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}

      <Section id={`${id}-what`} title={t('events.admin.sections.what')}>
        <TextInput
          id={`${id}-title`}
          label={t('events.admin.fields.title')}
          required
          value={draft.title}
          onChange={(change) => set({ title: change.target.value })}
          inputProps={{ maxLength: 120 }}
          error={Boolean(errorAt('title'))}
          helperText={errorAt('title')}
          disabled={cancelled}
        />
        <TextInput
          id={`${id}-description`}
          label={t('events.admin.fields.description')}
          value={draft.description}
          multiline
          minRows={3}
          onChange={(change) => set({ description: change.target.value })}
          inputProps={{ maxLength: 4000 }}
          error={Boolean(errorAt('description'))}
          helperText={errorAt('description')}
          disabled={cancelled}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {t('events.admin.fields.cover')}
          </Typography>
          <MediaPicker
            value={draft.cover}
            onChange={(cover) => set({ cover })}
            error={errorAt('cover')}
            disabled={cancelled}
          />
        </Stack>
      </Section>

      <Section id={`${id}-when`} title={t('events.admin.sections.when')}>
        <Grid>
          <SelectInput
            id={`${id}-kind`}
            label={t('events.admin.fields.kind')}
            value={draft.kind}
            onChange={(change) => set({ kind: change.target.value as EventDraft['kind'] })}
            disabled={cancelled}
            options={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`events.kind.${kind}`) }))}
          />
          <Autocomplete
            id={`${id}-zone`}
            options={ZONES}
            value={draft.timeZone}
            disableClearable
            disabled={cancelled}
            onChange={(_change, value) => {
              if (value && isKnownTimeZone(value)) set({ timeZone: value });
            }}
            renderInput={(params) => (
              <AutocompleteInput
                params={params}
                label={t('events.admin.fields.timeZone')}
                error={Boolean(errorAt('timeZone'))}
                helperText={errorAt('timeZone') ?? t('events.admin.fields.timeZoneHelp')}
              />
            )}
          />
          <DateTimeInput
            id={`${id}-starts`}
            label={t('events.admin.fields.starts')}
            required
            value={draft.starts}
            onChange={(starts) => set({ starts })}
            error={Boolean(errorAt('starts'))}
            helperText={errorAt('starts')}
            disabled={cancelled}
          />
          <DateTimeInput
            id={`${id}-ends`}
            label={t('events.admin.fields.ends')}
            required
            value={draft.ends}
            onChange={(ends) => set({ ends })}
            error={Boolean(errorAt('ends'))}
            helperText={errorAt('ends')}
            disabled={cancelled}
          />
          {hasPlace(draft.kind) ? (
            <TextInput
              id={`${id}-location`}
              label={t('events.admin.fields.location')}
              required
              value={draft.location}
              onChange={(change) => set({ location: change.target.value })}
              inputProps={{ maxLength: 300 }}
              error={Boolean(errorAt('location'))}
              helperText={errorAt('location')}
              disabled={cancelled}
            />
          ) : null}
          {hasLink(draft.kind) ? (
            <TextInput
              id={`${id}-link`}
              label={t('events.admin.fields.link')}
              required
              type="url"
              value={draft.link}
              onChange={(change) => set({ link: change.target.value })}
              inputProps={{ maxLength: 2000 }}
              error={Boolean(errorAt('link'))}
              helperText={errorAt('link') ?? t('events.admin.fields.linkHelp')}
              disabled={cancelled}
            />
          ) : null}
        </Grid>
      </Section>

      <Section id={`${id}-who`} title={t('events.admin.sections.who')}>
        <Grid>
          <TextInput
            id={`${id}-capacity`}
            label={t('events.admin.fields.capacity')}
            value={draft.capacity}
            onChange={(change) => set({ capacity: change.target.value })}
            inputProps={{ inputMode: 'numeric' }}
            error={Boolean(errorAt('capacity'))}
            helperText={errorAt('capacity') ?? t('events.admin.fields.capacityHelp')}
            disabled={cancelled}
          />
          <TextInput
            id={`${id}-holdHours`}
            label={t('events.admin.fields.holdHours')}
            value={draft.holdHours}
            onChange={(change) => set({ holdHours: change.target.value })}
            inputProps={{ inputMode: 'numeric' }}
            error={Boolean(errorAt('holdHours'))}
            helperText={errorAt('holdHours') ?? t('events.admin.fields.holdHoursHelp')}
            disabled={cancelled}
          />
          <DateTimeInput
            id={`${id}-opens`}
            label={t('events.admin.fields.opens')}
            value={draft.opens}
            onChange={(opens) => set({ opens })}
            error={Boolean(errorAt('opens'))}
            helperText={errorAt('opens') ?? t('events.admin.fields.opensHelp')}
            disabled={cancelled}
          />
          <DateTimeInput
            id={`${id}-closes`}
            label={t('events.admin.fields.closes')}
            value={draft.closes}
            onChange={(closes) => set({ closes })}
            error={Boolean(errorAt('closes'))}
            helperText={errorAt('closes') ?? t('events.admin.fields.closesHelp')}
            disabled={cancelled}
          />
        </Grid>
        <FormControlLabel
          control={
            <Switch
              checked={draft.allowMaybe}
              disabled={cancelled}
              onChange={(change) => set({ allowMaybe: change.target.checked })}
            />
          }
          label={t('events.admin.fields.allowMaybe')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.everyone}
              disabled={cancelled}
              onChange={(change) => set({ everyone: change.target.checked })}
            />
          }
          label={t('events.admin.fields.everyone')}
        />
        {draft.everyone ? null : (
          <Grid>
            <NamedMultiSelect
              label={t('events.admin.fields.departments')}
              options={departmentOptions}
              loading={departments.isPending}
              value={draft.departments}
              disabled={cancelled}
              onChange={(ids) => set({ departments: ids })}
            />
            <NamedMultiSelect
              label={t('events.admin.fields.groups')}
              options={groupOptions}
              loading={admin && groups.isPending}
              value={draft.groups}
              disabled={!admin || cancelled}
              helperText={admin ? undefined : t('events.admin.groupsAdminOnly')}
              onChange={(ids) => set({ groups: ids })}
            />
          </Grid>
        )}
        {errorAt('audience') ? (
          <FormHelperText error role="alert" sx={{ mt: 0 }}>
            {errorAt('audience')}
          </FormHelperText>
        ) : null}
        <Grid>
          <PeoplePicker
            id={`${id}-organisers`}
            multiple
            label={t('events.admin.fields.organisers')}
            helperText={
              admin ? t('events.admin.fields.organisersHelp') : t('events.admin.adminOnly')
            }
            value={draft.organisers}
            onChange={(organisers) => set({ organisers })}
            error={errorAt('organisers')}
            disabled={!admin || cancelled}
            variant="contact"
          />
          <TextInput
            id={`${id}-points`}
            label={t('events.admin.fields.points')}
            value={draft.points}
            onChange={(change) => set({ points: change.target.value })}
            inputProps={{ inputMode: 'numeric' }}
            error={Boolean(errorAt('points'))}
            helperText={
              errorAt('points') ??
              (admin ? t('events.admin.fields.pointsHelp') : t('events.admin.adminOnly'))
            }
            disabled={!admin || cancelled}
          />
        </Grid>
      </Section>

      <RsvpOptionsSection
        id={id}
        draft={draft}
        set={set}
        errorAt={errorAt}
        disabled={cancelled}
        admin={admin}
      />
      <RemindersSection
        id={id}
        draft={draft}
        set={set}
        errorAt={errorAt}
        disabled={cancelled}
        admin={admin}
      />

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={`${id}-questions`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2}>
          <Typography id={`${id}-questions`} variant="h3" component="h3">
            {t('events.admin.sections.questions')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('events.admin.questionsHelp')}
          </Typography>
          <Box>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={language}
              onChange={(_change, next: EditLanguage | null) => next && setLanguage(next)}
              aria-label={t('forms.admin.builder.language')}
            >
              <ToggleButton value="es" lang="es" sx={{ px: 1.5 }}>
                {t('languages.es')}
              </ToggleButton>
              <ToggleButton value="en" lang="en" sx={{ px: 1.5 }}>
                {t('languages.en')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <QuestionsEditor state={questions} language={language} />
        </Stack>
      </Paper>

      {cancelled ? null : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            type="submit"
            variant={creating ? 'outlined' : 'contained'}
            loading={save.isPending}
          >
            {creating ? t('events.admin.saveDraft') : t('events.admin.save')}
          </Button>
          {creating ? (
            <Button variant="contained" loading={save.isPending} onClick={() => submit(true)}>
              {t('events.admin.createAndPublish')}
            </Button>
          ) : null}
        </Stack>
      )}
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
