import { describe, expect, it } from 'vitest';

import { googleCalendarUrl, outlookCalendarUrl, utcStamp, webcalUrl } from './calendar-links';
import { fromZonedInput, sameClock, toZonedInput, zonedDate, zonedTime } from './event-time';
import { groupDigits, parsePass, passText } from './pass';

// 15/03/2027 13:30 UTC = 10:30 in Santiago (UTC-3 in March) = 07:30 in Mexico City (UTC-6).
const START = Date.UTC(2027, 2, 15, 13, 30);

describe('event times', () => {
  it('shows the moment in the event zone and in the viewer zone', () => {
    expect(zonedTime(START, 'America/Santiago')).toBe('10:30');
    expect(zonedTime(START, 'America/Mexico_City')).toBe('07:30');
    expect(zonedDate(START, 'America/Santiago', 'Hoy', Date.UTC(2027, 0, 1))).toBe('15/03/2027');
    expect(zonedDate(START, 'America/Santiago', 'Hoy', START + 60_000)).toBe('Hoy');
    expect(sameClock(START, 'America/Santiago', 'America/Sao_Paulo')).toBe(true);
    expect(sameClock(START, 'America/Santiago', 'America/Mexico_City')).toBe(false);
  });

  it('reads a typed wall-clock time in the event zone', () => {
    expect(fromZonedInput('2027-03-15T10:30', 'America/Santiago')).toBe(START);
    expect(toZonedInput(START, 'America/Santiago')).toBe('2027-03-15T10:30');
    expect(fromZonedInput('15/03/2027', 'America/Santiago')).toBeNull();
  });
});

describe('calendar links', () => {
  const event = {
    title: 'Desayuno de equipo',
    description: 'Con café',
    location: 'Sala 3',
    link: null,
    starts_at: START,
    ends_at: START + 3_600_000,
    time_zone: 'America/Santiago',
  };

  it('gives Google the UTC times and the place', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get('dates')).toBe('20270315T133000Z/20270315T143000Z');
    expect(url.searchParams.get('text')).toBe('Desayuno de equipo');
    expect(url.searchParams.get('location')).toBe('Sala 3');
    expect(utcStamp(START)).toBe('20270315T133000Z');
  });

  it('gives Outlook ISO times', () => {
    const url = new URL(outlookCalendarUrl({ ...event, location: null, link: 'https://x.test' }));
    expect(url.searchParams.get('startdt')).toBe('2027-03-15T13:30:00.000Z');
    expect(url.searchParams.get('location')).toBe('https://x.test');
  });

  it('subscribes to the feed with webcal', () => {
    expect(webcalUrl('https://demo.test/api/events/calendar/abc.ics')).toBe(
      'webcal://demo.test/api/events/calendar/abc.ics',
    );
  });
});

describe('passes', () => {
  it('reads the QR text back', () => {
    const text = passText({ eventId: 4, registrationId: 91, code: '01234567' });
    expect(text).toBe('APL:4:91:01234567');
    expect(parsePass(` ${text} `)).toEqual({ eventId: 4, registrationId: 91, code: '01234567' });
    expect(parsePass('APL:4:91:1234')).toBeNull();
    expect(groupDigits('01234567')).toBe('0123 4567');
  });
});
