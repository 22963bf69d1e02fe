import { describe, expect, it } from 'vitest';

import {
  checkSettings,
  DEFAULT_SETTINGS,
  editScope,
  parseReminderDays,
  surveyInput,
} from './settings-model';

describe('survey settings', () => {
  it('reads reminder days as typed, refusing more than five or out of 1–60', () => {
    expect(parseReminderDays('5, 3')).toEqual([3, 5]);
    expect(parseReminderDays('3;3 7')).toEqual([3, 7]);
    expect(parseReminderDays('')).toEqual([]);
    expect(parseReminderDays('0')).toBeNull();
    expect(parseReminderDays('1,2,3,4,5,6')).toBeNull();
    expect(parseReminderDays('tres')).toBeNull();
  });

  it('checks points, days, minimums and the audience', () => {
    expect(checkSettings(DEFAULT_SETTINGS, null)).toEqual({});
    expect(
      checkSettings(
        {
          ...DEFAULT_SETTINGS,
          points: '-1',
          opens_on: '2030-05-10',
          closes_on: '2030-05-01',
          k: '2',
          audience: { everyone: false, departments: [], groups: [], countries: [] },
        },
        null,
      ),
    ).toEqual({
      points: 'points',
      closes_on: 'closesBeforeOpens',
      k: 'k',
      audience: 'audience',
    });
  });

  it('lets the minimum only go up once launched', () => {
    expect(checkSettings({ ...DEFAULT_SETTINGS, k: '6' }, 7)).toEqual({ k: 'kOnlyUp' });
    expect(checkSettings({ ...DEFAULT_SETTINGS, k: '' }, 7)).toEqual({ k: 'kOnlyUp' });
    expect(checkSettings({ ...DEFAULT_SETTINGS, k: '8' }, 7)).toEqual({});
  });

  it('says what may change in each status', () => {
    expect(editScope(null)).toBe('all');
    expect(editScope('scheduled')).toBe('all');
    expect(editScope('paused')).toBe('launched');
    expect(editScope('closed')).toBe('none');
  });

  it('sends everyone without lists, and blanks as the organisation’s defaults', () => {
    const form = { title: { es: 'Pulso' }, questions: [] };
    const input = surveyInput(
      {
        ...DEFAULT_SETTINGS,
        points: '15',
        audience: { everyone: true, departments: [3], groups: [], countries: ['CL'] },
      },
      form,
    );
    expect(input).toMatchObject({
      title: { es: 'Pulso' },
      points: 15,
      audience: { everyone: true, departments: [], groups: [], countries: [] },
      opens_on: null,
      closes_on: null,
      reminder_days: [3, 5],
      k: null,
      k_comments: null,
    });
  });
});
