import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';

import { linkableSurveysQueryOptions } from '../api/admin-events';
import { REMINDER_KINDS, type RsvpOptionCounts } from '../api/types';

import {
  MOST_GUESTS,
  MOST_OPTION_LENGTH,
  MOST_OPTIONS,
  type EventDraft,
  type OptionDraft,
} from './editor-draft';

/** The survey statuses the server takes for the post-event link. */
const LINKABLE = new Set(['open', 'paused', 'scheduled']);

export type RsvpSettingsProps = {
  id: string;
  draft: EventDraft;
  set: (change: Partial<EventDraft>) => void;
  errorAt: (field: string) => string | undefined;
  disabled: boolean;
  /** Only admins list the organisation's surveys (and choose the post-event one). */
  admin: boolean;
};

/** The editor's answers section (EVT-2): how many guests a person may bring and the event's own
 *  answers beside Voy / Quizás / No voy (add, remove, reorder, counted as going or not). */
export function RsvpOptionsSection({ id, draft, set, errorAt, disabled }: RsvpSettingsProps) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<OptionDraft>) =>
    set({
      options: draft.options.map((option, at) => (at === index ? { ...option, ...patch } : option)),
    });
  const move = (index: number, by: number) => {
    const next = [...draft.options];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    set({ options: next });
  };
  const remove = (index: number) =>
    set({ options: draft.options.filter((_option, at) => at !== index) });
  const add = () =>
    set({ options: [...draft.options, { label: '', labelEn: '', countsAs: 'going' }] });
  const countsOptions = (['going', 'not_going'] as const).map((value) => ({
    value,
    label: t(`events.admin.options.countsAs.${value}`),
  }));

  return (
    <Section id={`${id}-answers`} title={t('events.admin.sections.answers')}>
      <Box sx={{ maxWidth: 320 }}>
        <TextInput
          id={`${id}-maxGuests`}
          label={t('events.admin.fields.maxGuests')}
          value={draft.maxGuests}
          onChange={(event) => set({ maxGuests: event.target.value })}
          inputProps={{ inputMode: 'numeric' }}
          error={Boolean(errorAt('maxGuests'))}
          helperText={
            errorAt('maxGuests') ?? t('events.admin.fields.maxGuestsHelp', { count: MOST_GUESTS })
          }
          disabled={disabled}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('events.admin.options.help', { count: MOST_OPTIONS })}
      </Typography>
      {errorAt('options') ? (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {errorAt('options')}
        </FormHelperText>
      ) : null}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {draft.options.map((option, index) => {
          const name = option.label.trim() || t('events.admin.options.unnamed', { n: index + 1 });
          return (
            <Box
              component="li"
              key={option.key ?? `new-${index}`}
              data-testid="rsvp-option"
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.3fr) auto',
                },
              }}
            >
              <TextInput
                id={`${id}-option-${index}-label`}
                label={t('events.admin.options.label')}
                required
                value={option.label}
                onChange={(event) => change(index, { label: event.target.value })}
                inputProps={{ maxLength: MOST_OPTION_LENGTH }}
                error={Boolean(errorAt(`options.${index}.label`))}
                helperText={errorAt(`options.${index}.label`)}
                disabled={disabled}
              />
              <TextInput
                id={`${id}-option-${index}-labelEn`}
                label={t('events.admin.options.labelEn')}
                value={option.labelEn}
                lang="en"
                onChange={(event) => change(index, { labelEn: event.target.value })}
                inputProps={{ maxLength: MOST_OPTION_LENGTH }}
                error={Boolean(errorAt(`options.${index}.labelEn`))}
                helperText={errorAt(`options.${index}.labelEn`)}
                disabled={disabled}
              />
              <SelectInput
                id={`${id}-option-${index}-counts`}
                label={t('events.admin.options.countsAsLabel')}
                value={option.countsAs}
                options={countsOptions}
                onChange={(event) =>
                  change(index, { countsAs: event.target.value as RsvpOptionCounts })
                }
                disabled={disabled}
              />
              <Stack direction="row" spacing={0.5}>
                <IconButton
                  aria-label={t('events.admin.options.up', { name })}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={t('events.admin.options.down', { name })}
                  disabled={disabled || index === draft.options.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={t('events.admin.options.remove', { name })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Box>
        <Button
          startIcon={<Add />}
          onClick={add}
          disabled={disabled || draft.options.length >= MOST_OPTIONS}
        >
          {t('events.admin.options.add')}
        </Button>
      </Box>
    </Section>
  );
}

/** The editor's communications (EVT-6): which reminders go before the event, and the survey
 *  whose link goes to the attendees once it has ended (admins choose it). */
export function RemindersSection({ id, draft, set, errorAt, disabled, admin }: RsvpSettingsProps) {
  const { t, i18n } = useTranslation();
  const surveys = useQuery({ ...linkableSurveysQueryOptions(), enabled: admin });
  const english = i18n.language.startsWith('en');
  const linkable = (surveys.data?.items ?? []).filter(
    (survey) => LINKABLE.has(survey.status) || survey.id === draft.surveyId,
  );
  const surveyOptions = [
    { value: '', label: t('events.admin.survey.none') },
    ...linkable.map((survey) => ({
      value: String(survey.id),
      label: (english && survey.title.en) || survey.title.es,
    })),
    ...(draft.surveyId !== null && !linkable.some((survey) => survey.id === draft.surveyId)
      ? [{ value: String(draft.surveyId), label: `#${draft.surveyId}` }]
      : []),
  ];
  const toggle = (kind: EventDraft['reminders'][number], on: boolean) =>
    set({
      reminders: REMINDER_KINDS.filter((entry) =>
        entry === kind ? on : draft.reminders.includes(entry),
      ),
    });

  return (
    <Section id={`${id}-reminders`} title={t('events.admin.sections.reminders')}>
      <FormControl component="fieldset" disabled={disabled} error={Boolean(errorAt('reminders'))}>
        <FormLabel component="legend">{t('events.admin.reminders.legend')}</FormLabel>
        <FormGroup row>
          {REMINDER_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  checked={draft.reminders.includes(kind)}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
              }
              label={t(`events.admin.reminders.kinds.${kind}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText>{errorAt('reminders') ?? t('events.admin.reminders.help')}</FormHelperText>
      </FormControl>
      <Box sx={{ maxWidth: 480 }}>
        <SelectInput
          id={`${id}-survey`}
          label={t('events.admin.survey.label')}
          value={draft.surveyId === null ? '' : String(draft.surveyId)}
          options={surveyOptions}
          onChange={(event) =>
            set({ surveyId: event.target.value === '' ? null : Number(event.target.value) })
          }
          error={Boolean(errorAt('survey'))}
          helperText={
            errorAt('survey') ??
            (admin ? t('events.admin.survey.help') : t('events.admin.adminOnly'))
          }
          disabled={disabled || !admin}
        />
      </Box>
    </Section>
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
