import { describe, expect, it } from 'vitest';

import { toCategoryRequest, validateCategory, validateSettings } from './goals-admin-schema';

describe('goal settings checks', () => {
  it('takes 0 (no nudges) or 3 to 90 days', () => {
    const base = { behindDelta: '10', atRiskDelta: '25' };
    expect(validateSettings({ ...base, nudgeDays: '0' })).toEqual({});
    expect(validateSettings({ ...base, nudgeDays: '14' })).toEqual({});
    expect(validateSettings({ ...base, nudgeDays: '2' })).toEqual({
      nudgeDays: 'goals.admin.settings.errors.nudgeDays',
    });
  });

  it('wants the at-risk delta above the behind one', () => {
    expect(validateSettings({ nudgeDays: '14', behindDelta: '20', atRiskDelta: '10' })).toEqual({
      atRiskDelta: 'goals.admin.settings.errors.order',
    });
  });
});

describe('goal category form', () => {
  it('needs the Spanish name; the English one and the value are optional', () => {
    expect(validateCategory({ nameEs: ' ', nameEn: '', valueId: '' })).toEqual({
      nameEs: 'goals.admin.categories.errors.nameRequired',
    });
    expect(toCategoryRequest({ nameEs: 'Clientes', nameEn: '', valueId: '3' })).toEqual({
      name: { es: 'Clientes' },
      value_id: 3,
    });
  });
});
