// The survey's settings as the editor holds them (numbers and days as typed), what a saved
// survey becomes in it, the checks before saving, and the body sent. The questions, title and
// description are the form draft's (components/forms/builder).
import type {
  AdminSurvey,
  Recurrence,
  SurveyAudience,
  SurveyInput,
  SurveyStatus,
} from '../api/admin-surveys';
import type { Confidentiality } from '../api/surveys';

export type SurveySettings = {
  confidentiality: Confidentiality;
  points: string;
  multi_response: boolean;
  notify: boolean;
  opens_on: string;
  closes_on: string;
  recurrence: Recurrence;
  /** "3, 5". */
  reminder_days: string;
  /** '' uses the organisation's. */
  k: string;
  k_comments: string;
  audience: SurveyAudience;
};

export const DEFAULT_SETTINGS: SurveySettings = {
  confidentiality: 'confidential',
  points: '0',
  multi_response: false,
  notify: true,
  opens_on: '',
  closes_on: '',
  recurrence: 'none',
  reminder_days: '3, 5',
  k: '',
  k_comments: '',
  audience: { everyone: true, departments: [], groups: [], countries: [] },
};

export function settingsFrom(survey: AdminSurvey): SurveySettings {
  return {
    confidentiality: survey.confidentiality,
    points: String(survey.points),
    multi_response: survey.multi_response,
    notify: survey.notify,
    opens_on: survey.opens_on ?? '',
    closes_on: survey.closes_on ?? '',
    recurrence: survey.recurrence,
    reminder_days: survey.reminder_days.join(', '),
    k: survey.k === null ? '' : String(survey.k),
    k_comments: survey.k_comments === null ? '' : String(survey.k_comments),
    audience: survey.audience,
  };
}

/** Once launched (open or paused) only some settings may change (SUR-12: the mode only
 *  stronger, k only up); closed and archived surveys change no more. */
export type EditScope = 'all' | 'launched' | 'none';
export function editScope(status: SurveyStatus | null): EditScope {
  if (status === null || status === 'draft' || status === 'scheduled') return 'all';
  if (status === 'open' || status === 'paused') return 'launched';
  return 'none';
}

/** From weakest to strongest (SUR-12). */
export const CONFIDENTIALITY_ORDER: readonly Confidentiality[] = [
  'attributed',
  'confidential',
  'anonymous',
];

/** Problems by setting, as glossary keys under surveys.admin.settingsErrors. */
export type SettingsProblems = Partial<Record<keyof SurveySettings, string>>;

const WHOLE = /^\d{1,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days of reminders typed ("3, 5"), or null when they are not 1 to 5 whole days of 1–60. */
export function parseReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 5 || !parts.every((part) => WHOLE.test(part))) return null;
  const days = parts.map(Number);
  if (days.some((day) => day < 1 || day > 60)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

export function checkSettings(
  settings: SurveySettings,
  launchedK: number | null,
): SettingsProblems {
  const problems: SettingsProblems = {};
  if (!WHOLE.test(settings.points.trim()) || Number(settings.points) > 100000)
    problems.points = 'points';
  if (settings.opens_on && !DAY.test(settings.opens_on)) problems.opens_on = 'date';
  if (settings.closes_on && !DAY.test(settings.closes_on)) problems.closes_on = 'date';
  else if (settings.opens_on && settings.closes_on && settings.closes_on < settings.opens_on)
    problems.closes_on = 'closesBeforeOpens';
  if (parseReminderDays(settings.reminder_days) === null) problems.reminder_days = 'reminderDays';
  const k = settings.k.trim();
  if (k && (!WHOLE.test(k) || Number(k) < 3)) problems.k = 'k';
  else if (launchedK !== null && (!k || Number(k) < launchedK)) problems.k = 'kOnlyUp';
  const kComments = settings.k_comments.trim();
  if (kComments && (!WHOLE.test(kComments) || Number(kComments) < 3)) problems.k_comments = 'k';
  const { audience } = settings;
  if (
    !audience.everyone &&
    audience.departments.length + audience.groups.length + audience.countries.length === 0
  )
    problems.audience = 'audience';
  return problems;
}

/** The k typed when it is a valid one (a whole number of 3 or more), else null (the
 *  organisation's). */
export function typedK(text: string): number | null {
  const k = text.trim();
  return WHOLE.test(k) && Number(k) >= 3 ? Number(k) : null;
}

/** The body of POST/PUT /org/surveys from valid settings and the checked form. */
export function surveyInput(settings: SurveySettings, form: SurveyInput['form']): SurveyInput {
  const number = (text: string) => (text.trim() ? Number(text) : null);
  return {
    title: form.title,
    ...(form.description && { description: form.description }),
    confidentiality: settings.confidentiality,
    form,
    points: Number(settings.points),
    multi_response: settings.multi_response,
    notify: settings.notify,
    audience: settings.audience.everyone
      ? { everyone: true, departments: [], groups: [], countries: [] }
      : settings.audience,
    opens_on: settings.opens_on || null,
    closes_on: settings.closes_on || null,
    recurrence: settings.recurrence,
    reminder_days: parseReminderDays(settings.reminder_days) ?? [],
    k: number(settings.k),
    k_comments: number(settings.k_comments),
  };
}
