import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { addDays, daysBetween } from './days';
import { dueText, dueTone } from './due-text';

const TODAY = '2030-03-10';

describe('due dates told from today', () => {
  it('says today, tomorrow, yesterday, days ago and days ahead in Spanish', async () => {
    const { t } = await createTestI18n('es');
    expect(dueText(t, '2030-03-10', TODAY)).toBe('Vence hoy');
    expect(dueText(t, '2030-03-11', TODAY)).toBe('Vence mañana');
    expect(dueText(t, '2030-03-09', TODAY)).toBe('Venció ayer');
    expect(dueText(t, '2030-03-08', TODAY)).toBe('Venció hace 2 días');
    expect(dueText(t, '2030-03-13', TODAY)).toBe('Vence en 3 días');
    expect(dueText(t, null, TODAY)).toBe('Sin fecha');
  });

  it('gives the date itself a week or more ahead, and speaks English', async () => {
    const es = await createTestI18n('es');
    expect(dueText(es.t, '2030-03-17', TODAY)).toBe('17/03/2030');
    const en = await createTestI18n('en');
    expect(dueText(en.t, '2030-03-11', TODAY)).toBe('Due tomorrow');
    expect(dueText(en.t, '2030-03-09', TODAY)).toBe('Due yesterday');
    expect(dueText(en.t, '2030-03-05', TODAY)).toBe('Due 5 days ago');
  });

  it('counts across months and years without time zones', () => {
    expect(daysBetween('2030-02-28', '2030-03-01')).toBe(1);
    expect(daysBetween('2029-12-31', '2030-01-01')).toBe(1);
    expect(addDays('2030-03-01', -3)).toBe('2030-02-26');
    expect(dueTone('2030-03-09', TODAY)).toBe('overdue');
    expect(dueTone('2030-03-10', TODAY)).toBe('today');
    expect(dueTone('2030-03-12', TODAY)).toBe('soon');
    expect(dueTone('2030-04-12', TODAY)).toBe('later');
  });
});
