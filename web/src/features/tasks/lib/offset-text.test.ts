import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { offsetText } from './offset-text';

describe("a template item's due date from its anchor", () => {
  it('reads before, on and after the hire date in Spanish', async () => {
    const { t } = await createTestI18n('es');
    expect(offsetText(t, -3, 'hire_date')).toBe('3 días antes del ingreso');
    expect(offsetText(t, -1, 'hire_date')).toBe('1 día antes del ingreso');
    expect(offsetText(t, 0, 'hire_date')).toBe('el día del ingreso');
    expect(offsetText(t, 7, 'hire_date')).toBe('7 días después del ingreso');
  });

  it('reads from the start of the run, and in English', async () => {
    const es = await createTestI18n('es');
    expect(offsetText(es.t, 0, 'start_date')).toBe('el día en que se inicia');
    expect(offsetText(es.t, 2, 'start_date')).toBe('2 días después del inicio');
    const en = await createTestI18n('en');
    expect(offsetText(en.t, -3, 'hire_date')).toBe('3 days before the hire date');
    expect(offsetText(en.t, 1, 'hire_date')).toBe('1 day after the hire date');
  });
});
