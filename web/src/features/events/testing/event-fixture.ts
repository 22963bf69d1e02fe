// An event (a hybrid workshop in two days, id 7) and a registration as the server sends them, for
// the events module's tests.
import type { EventDetail, Registration } from '../api/types';

export const HOUR = 3_600_000;

export function makeEvent(change: Partial<EventDetail> = {}): EventDetail {
  const starts = Date.now() + 48 * HOUR;
  return {
    id: 7,
    title: 'Taller híbrido',
    description: '',
    kind: 'hybrid',
    status: 'published',
    starts_at: starts,
    ends_at: starts + 2 * HOUR,
    time_zone: 'America/Santiago',
    location: 'Sala Andes',
    link: 'https://meet.example.com/x',
    cover: null,
    capacity: 10,
    places_left: 10,
    hold_hours: 24,
    registration_opens_at: null,
    registration_closes_at: null,
    registration_open: true,
    checkin_open: false,
    attendance_points: 0,
    allow_maybe: true,
    max_guests: 2,
    rsvp_options: [
      { key: 'o1', label: 'Voy en línea', label_en: 'Joining online', counts_as: 'going' },
      { key: 'o2', label: 'Estoy de viaje', label_en: null, counts_as: 'not_going' },
    ],
    reminders: ['7d', '1d', '1h'],
    followup_survey_id: null,
    audience: { everyone: true, departments: [], groups: [] },
    organisers: [],
    counts: {
      confirmed: 0,
      offered: 0,
      waitlisted: 0,
      maybe: 0,
      not_going: 0,
      checked_in: 0,
      guests: 0,
    },
    sequence: 0,
    has_form: false,
    can_manage: false,
    my: null,
    created_at: 0,
    updated_at: 0,
    form: null,
    form_version: null,
    form_context: null,
    ...change,
  };
}

export function registration(change: Partial<Registration> = {}): Registration {
  return {
    id: 1,
    response: 'going',
    status: 'confirmed',
    waitlist_position: null,
    offered_until: null,
    checked_in_at: null,
    points_paid: false,
    answers: null,
    guests: 0,
    option_key: null,
    created_at: 0,
    updated_at: 0,
    ...change,
  };
}
