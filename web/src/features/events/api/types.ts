// The events calls' shapes, from the contract (api/modules/events.yaml → src/api/schema.d.ts);
// the registration questions in lib/forms' shape.
import type { components } from '@/api/schema';
import type { FormContext, FormDefinition } from '@/lib/forms/types';

type Schemas = components['schemas'];

export type EventKind = Schemas['EventKind'];
export const EVENT_KINDS: readonly EventKind[] = ['in_person', 'online', 'hybrid'];
export type EventStatus = Schemas['EventStatus'];
export const EVENT_STATUSES: readonly EventStatus[] = ['draft', 'published', 'cancelled'];
export type EventResponse = Schemas['EventResponse'];
export type RegistrationStatus = Schemas['EventRegistrationStatus'];
export type EventAudience = Schemas['EventAudience'];
export type EventCounts = Schemas['EventCounts'];
export type Registration = Schemas['EventRegistration'];
export type EventSummary = Schemas['Event'];
export type EventDetail = Omit<Schemas['EventDetail'], 'form' | 'form_context'> & {
  form: FormDefinition | null;
  form_context: FormContext | null;
};
/** Registration questions as sent: a new form has no id yet (the server makes one up). */
export type QuestionsInput = Omit<FormDefinition, 'form_id'> & { form_id?: string };
/** The fields with a default on the server are optional here. */
type Defaulted =
  'publish' | 'hold_hours' | 'attendance_points' | 'allow_maybe' | 'max_guests' | 'reminders';
export type EventInput = Omit<Schemas['EventInput'], 'form' | Defaulted> &
  Partial<Pick<Schemas['EventInput'], Defaulted>> & { form?: QuestionsInput | null };
export type EventPatch = Omit<Schemas['EventPatch'], 'form'> & { form?: QuestionsInput | null };
export type ReminderKind = Schemas['EventReminderKind'];
/** The reminders an event may send, the longest lead first. */
export const REMINDER_KINDS: readonly ReminderKind[] = ['7d', '3d', '1d', '2h', '1h'];
export type RsvpOption = Schemas['EventRsvpOption'];
export type RsvpOptionCounts = Schemas['EventRsvpOptionCounts'];
export type RsvpInput = Schemas['EventRsvpInput'];
export type EventPass = Schemas['EventPass'];
export type EventCode = Schemas['EventCode'];
export type EventCheckin = Schemas['EventCheckin'];
export type Attendee = Schemas['EventAttendee'];
export type AttendeesSummary = Schemas['EventAttendeesMeta']['summary'];
export type CalendarFeed = Schemas['EventCalendarFeed'];
export type Celebration = Schemas['EventCelebration'];
export type EventMonth = Schemas['EventMonth'];

/** Whether a kind has a place (in person, hybrid) and a link (online, hybrid). */
export const hasPlace = (kind: EventKind) => kind !== 'online';
export const hasLink = (kind: EventKind) => kind !== 'in_person';
