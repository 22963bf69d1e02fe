import { describe, expect, it } from 'vitest';

import { checkDraft, emptyDraft, inputOf } from './editor-draft';

const ZONE = 'America/Santiago';

describe('the event draft', () => {
  it('starts next week at 10:00 for an hour and asks for a title and a place', () => {
    const draft = emptyDraft(ZONE, Date.UTC(2027, 2, 1, 12));
    expect(draft.starts).toBe('2027-03-08T10:00');
    const problems = checkDraft(draft);
    expect(problems.get('title')).toBe('required');
    expect(problems.get('location')).toBe('location');
    expect(problems.has('link')).toBe(false);
  });

  it('checks the times, the link, the capacity and the audience', () => {
    const draft = {
      ...emptyDraft(ZONE, Date.UTC(2027, 2, 1, 12)),
      title: 'Taller',
      kind: 'online' as const,
      link: 'ftp://x',
      ends: '2027-03-08T09:00',
      capacity: '0',
      everyone: false,
    };
    const problems = checkDraft(draft);
    expect(problems.get('ends')).toBe('endsBeforeStart');
    expect(problems.get('link')).toBe('link');
    expect(problems.get('capacity')).toBe('capacity');
    expect(problems.get('audience')).toBe('audience');
    expect(problems.has('location')).toBe(false);
  });

  it('sends the times as UTC milliseconds of the wall clock in the event zone', () => {
    const draft = {
      ...emptyDraft(ZONE, Date.UTC(2027, 2, 1, 12)),
      title: ' Taller ',
      location: 'Sala 1',
      capacity: '20',
      organisers: [{ id: 3, full_name: 'Ana', first_name: 'Ana', last_name: '' }],
    };
    expect(checkDraft(draft).size).toBe(0);
    const member = inputOf(draft, null, false);
    expect(member).toMatchObject({
      title: 'Taller',
      starts_at: Date.UTC(2027, 2, 8, 13),
      capacity: 20,
      link: null,
      form: null,
    });
    expect(member).not.toHaveProperty('organiser_ids');
    expect(inputOf(draft, null, true)).toMatchObject({ organiser_ids: [3], attendance_points: 0 });
  });

  it('checks guests and the event’s own answers, and sends keys, reminders and the survey', () => {
    const base = {
      ...emptyDraft(ZONE, Date.UTC(2027, 2, 1, 12)),
      title: 'Taller',
      location: 'Sala 1',
    };
    expect(base.reminders).toEqual(['7d', '1d', '1h']);
    const bad = {
      ...base,
      maxGuests: '11',
      options: [
        { label: ' ', labelEn: '', countsAs: 'going' as const },
        { key: 'o1', label: 'Voy en línea', labelEn: 'x'.repeat(61), countsAs: 'going' as const },
      ],
    };
    const problems = checkDraft(bad);
    expect(problems.get('maxGuests')).toBe('maxGuests');
    expect(problems.get('options.0.label')).toBe('optionLabel');
    expect(problems.get('options.1.labelEn')).toBe('optionLabelEn');

    const good = {
      ...base,
      maxGuests: '2',
      options: [
        { key: 'o1', label: ' Voy en línea ', labelEn: '', countsAs: 'going' as const },
        { label: 'De viaje', labelEn: 'Travelling', countsAs: 'not_going' as const },
      ],
      reminders: ['1h' as const, '3d' as const],
      surveyId: 12,
    };
    expect(checkDraft(good).size).toBe(0);
    const organiser = inputOf(good, null, false);
    expect(organiser).toMatchObject({
      max_guests: 2,
      rsvp_options: [
        { key: 'o1', label: 'Voy en línea', label_en: null, counts_as: 'going' },
        { label: 'De viaje', label_en: 'Travelling', counts_as: 'not_going' },
      ],
      reminders: ['3d', '1h'],
    });
    expect(organiser.rsvp_options?.[1]).not.toHaveProperty('key');
    expect(organiser).not.toHaveProperty('followup_survey_id');
    expect(inputOf(good, null, true)).toMatchObject({ followup_survey_id: 12 });
  });
});
