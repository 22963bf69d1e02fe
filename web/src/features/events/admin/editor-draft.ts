// The console's event editor as a draft: the fields as typed (times as wall-clock times in the
// event's zone), their checks (field → problem, worded under events.admin.errors), and the
// call's body.
import type { PersonRef } from '@/api/types';
import type { MediaItem } from '@/lib/calls/media';

import type {
  EventDetail,
  EventInput,
  EventKind,
  QuestionsInput,
  ReminderKind,
  RsvpOptionCounts,
} from '../api/types';
import { hasLink, hasPlace, REMINDER_KINDS } from '../api/types';
import { fromZonedInput, toZonedInput } from '../lib/event-time';

/** A custom answer as typed; `key` is the server's (absent until saved). */
export type OptionDraft = {
  key?: string;
  label: string;
  labelEn: string;
  countsAs: RsvpOptionCounts;
};

/** At most this many custom answers, each at most this long. */
export const MOST_OPTIONS = 6;
export const MOST_OPTION_LENGTH = 60;
export const MOST_GUESTS = 10;
export const DEFAULT_REMINDERS: readonly ReminderKind[] = ['7d', '1d', '1h'];

export type EventDraft = {
  title: string;
  description: string;
  kind: EventKind;
  timeZone: string;
  starts: string;
  ends: string;
  location: string;
  link: string;
  capacity: string;
  holdHours: string;
  opens: string;
  closes: string;
  everyone: boolean;
  departments: number[];
  groups: number[];
  organisers: PersonRef[];
  points: string;
  allowMaybe: boolean;
  cover: MediaItem | null;
  maxGuests: string;
  options: OptionDraft[];
  reminders: ReminderKind[];
  surveyId: number | null;
};

/** The problems a draft may have: a key under events.admin.errors. */
export type DraftProblem =
  | 'required'
  | 'title'
  | 'description'
  | 'time'
  | 'endsBeforeStart'
  | 'location'
  | 'link'
  | 'capacity'
  | 'holdHours'
  | 'points'
  | 'closesBeforeOpens'
  | 'audience'
  | 'maxGuests'
  | 'optionLabel'
  | 'optionLabelEn';

const HOUR = 3_600_000;

/** A new event: next week at 10:00 for an hour, in the organisation's zone. */
export function emptyDraft(timeZone: string, now = Date.now()): EventDraft {
  const day = toZonedInput(now + 7 * 24 * HOUR, timeZone).slice(0, 10);
  return {
    title: '',
    description: '',
    kind: 'in_person',
    timeZone,
    starts: `${day}T10:00`,
    ends: `${day}T11:00`,
    location: '',
    link: '',
    capacity: '',
    holdHours: '24',
    opens: '',
    closes: '',
    everyone: true,
    departments: [],
    groups: [],
    organisers: [],
    points: '0',
    allowMaybe: true,
    cover: null,
    maxGuests: '0',
    options: [],
    reminders: [...DEFAULT_REMINDERS],
    surveyId: null,
  };
}

export function draftOf(event: EventDetail): EventDraft {
  const zone = event.time_zone;
  const moment = (ms: number | null) => (ms === null ? '' : toZonedInput(ms, zone));
  return {
    title: event.title,
    description: event.description,
    kind: event.kind,
    timeZone: zone,
    starts: toZonedInput(event.starts_at, zone),
    ends: toZonedInput(event.ends_at, zone),
    location: event.location ?? '',
    link: event.link ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    holdHours: String(event.hold_hours),
    opens: moment(event.registration_opens_at),
    closes: moment(event.registration_closes_at),
    everyone: event.audience.everyone,
    departments: event.audience.departments,
    groups: event.audience.groups,
    organisers: event.organisers,
    points: String(event.attendance_points),
    allowMaybe: event.allow_maybe,
    maxGuests: String(event.max_guests),
    options: event.rsvp_options.map((option) => ({
      key: option.key,
      label: option.label,
      labelEn: option.label_en ?? '',
      countsAs: option.counts_as,
    })),
    reminders: REMINDER_KINDS.filter((kind) => event.reminders.includes(kind)),
    surveyId: event.followup_survey_id,
    cover: event.cover
      ? {
          id: event.cover.media_id,
          title: '',
          title_en: null,
          url: event.cover.url,
          content_type: 'image/jpeg',
          animated: false,
          size: 0,
          active: true,
          created_at: 0,
        }
      : null,
  };
}

const whole = (text: string, min: number, max: number) => {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Every problem of the draft, by field. */
export function checkDraft(draft: EventDraft): Map<string, DraftProblem> {
  const problems = new Map<string, DraftProblem>();
  if (draft.title.trim() === '') problems.set('title', 'required');
  else if (draft.title.trim().length > 120) problems.set('title', 'title');
  if (draft.description.length > 4000) problems.set('description', 'description');
  const starts = fromZonedInput(draft.starts, draft.timeZone);
  const ends = fromZonedInput(draft.ends, draft.timeZone);
  if (starts === null) problems.set('starts', 'time');
  if (ends === null) problems.set('ends', 'time');
  if (starts !== null && ends !== null && ends <= starts) problems.set('ends', 'endsBeforeStart');
  if (hasPlace(draft.kind) && draft.location.trim() === '') problems.set('location', 'location');
  if (hasLink(draft.kind) && !isHttpUrl(draft.link.trim())) problems.set('link', 'link');
  if (draft.capacity.trim() !== '' && whole(draft.capacity, 1, 100_000) === null)
    problems.set('capacity', 'capacity');
  if (whole(draft.holdHours, 1, 72) === null) problems.set('holdHours', 'holdHours');
  if (whole(draft.points, 0, 10_000) === null) problems.set('points', 'points');
  const opens = draft.opens ? fromZonedInput(draft.opens, draft.timeZone) : null;
  const closes = draft.closes ? fromZonedInput(draft.closes, draft.timeZone) : null;
  if (draft.opens && opens === null) problems.set('opens', 'time');
  if (draft.closes && closes === null) problems.set('closes', 'time');
  if (opens !== null && closes !== null && closes <= opens)
    problems.set('closes', 'closesBeforeOpens');
  if (!draft.everyone && draft.departments.length === 0 && draft.groups.length === 0)
    problems.set('audience', 'audience');
  if (whole(draft.maxGuests, 0, MOST_GUESTS) === null) problems.set('maxGuests', 'maxGuests');
  draft.options.forEach((option, index) => {
    const label = option.label.trim();
    if (label === '' || label.length > MOST_OPTION_LENGTH)
      problems.set(`options.${index}.label`, 'optionLabel');
    if (option.labelEn.trim().length > MOST_OPTION_LENGTH)
      problems.set(`options.${index}.labelEn`, 'optionLabelEn');
  });
  return problems;
}

/** The call's body (of a checked draft); `admin` sends the fields only admins may change. */
export function inputOf(
  draft: EventDraft,
  form: QuestionsInput | null,
  admin: boolean,
): EventInput {
  const zone = draft.timeZone;
  return {
    title: draft.title.trim(),
    description: draft.description,
    kind: draft.kind,
    time_zone: zone,
    starts_at: fromZonedInput(draft.starts, zone) ?? 0,
    ends_at: fromZonedInput(draft.ends, zone) ?? 0,
    location: hasPlace(draft.kind) ? draft.location.trim() : null,
    link: hasLink(draft.kind) ? draft.link.trim() : null,
    cover_media_id: draft.cover?.id ?? null,
    capacity: draft.capacity.trim() === '' ? null : Number(draft.capacity),
    hold_hours: Number(draft.holdHours),
    registration_opens_at: draft.opens ? fromZonedInput(draft.opens, zone) : null,
    registration_closes_at: draft.closes ? fromZonedInput(draft.closes, zone) : null,
    audience: {
      everyone: draft.everyone,
      departments: draft.everyone ? [] : draft.departments,
      groups: draft.everyone ? [] : draft.groups,
    },
    allow_maybe: draft.allowMaybe,
    max_guests: Number(draft.maxGuests),
    rsvp_options: draft.options.map((option) => ({
      ...(option.key ? { key: option.key } : {}),
      label: option.label.trim(),
      label_en: option.labelEn.trim() === '' ? null : option.labelEn.trim(),
      counts_as: option.countsAs,
    })),
    reminders: REMINDER_KINDS.filter((kind) => draft.reminders.includes(kind)),
    form,
    ...(admin
      ? {
          attendance_points: Number(draft.points),
          organiser_ids: draft.organisers.map((person) => person.id),
          followup_survey_id: draft.surveyId,
        }
      : {}),
  };
}

/** The server's field names (422 details.fields) → the draft's. */
export const SERVER_FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  kind: 'kind',
  starts_at: 'starts',
  ends_at: 'ends',
  time_zone: 'timeZone',
  location: 'location',
  link: 'link',
  capacity: 'capacity',
  hold_hours: 'holdHours',
  registration_opens_at: 'opens',
  registration_closes_at: 'closes',
  attendance_points: 'points',
  audience: 'audience',
  organiser_ids: 'organisers',
  cover_media_id: 'cover',
  max_guests: 'maxGuests',
  rsvp_options: 'options',
  reminders: 'reminders',
  followup_survey_id: 'survey',
};
