import { describe, expect, it } from 'vitest';

import {
  emptyTypeForm,
  toTypeInput,
  typeFormFrom,
  validateTypeForm,
  type TypeFormValues,
} from './type-form-schema';

const form = (changes: Partial<TypeFormValues>): TypeFormValues => ({
  ...emptyTypeForm(),
  name: 'Gracias',
  ...changes,
});

describe('recognition type form', () => {
  it('accepts a named type with bounds in order and at least one role', () => {
    expect(validateTypeForm(form({ min_points: '1', max_points: '50' }))).toEqual({});
    expect(validateTypeForm(form({ min_points: '0', max_points: '0' }))).toEqual({});
  });

  it('needs a name', () => {
    expect(validateTypeForm(form({ name: '   ' })).name).toBe('admin.types.errors.nameRequired');
    expect(validateTypeForm(form({ name: 'x'.repeat(81) })).name).toBe(
      'admin.types.errors.nameTooLong',
    );
  });

  it('takes optional English texts within the contract limits', () => {
    expect(validateTypeForm(form({ name_en: '', description_en: '' }))).toEqual({});
    expect(
      validateTypeForm(form({ name_en: 'x'.repeat(80), description_en: 'x'.repeat(500) })),
    ).toEqual({});
    expect(
      validateTypeForm(form({ name_en: 'x'.repeat(81), description_en: 'x'.repeat(501) })),
    ).toEqual({
      name_en: 'admin.english.errors.nameTooLong',
      description_en: 'admin.english.errors.descriptionTooLong',
    });
  });

  it('fills the form from a type, its English texts blank when not set', () => {
    const type = {
      id: 1,
      name: 'Gracias',
      name_en: 'Thanks',
      description_en: null,
      min_points: 1,
      max_points: 50,
      roles: ['employee' as const],
      special: false,
      active: true,
      sub_types: [],
    };
    expect(typeFormFrom(type)).toMatchObject({ name_en: 'Thanks', description_en: '' });
  });

  it('rejects points that are not whole numbers ≥ 0 or above 1,000,000', () => {
    for (const bad of ['', '-1', '1.5', 'diez', '1e3']) {
      expect(validateTypeForm(form({ min_points: bad })).min_points).toBe(
        'admin.types.errors.pointsInvalid',
      );
    }
    expect(validateTypeForm(form({ max_points: '1000001' })).max_points).toBe(
      'admin.types.errors.pointsTooHigh',
    );
  });

  it('rejects a minimum above the maximum, on the maximum field', () => {
    const errors = validateTypeForm(form({ min_points: '60', max_points: '50' }));
    expect(errors).toEqual({ max_points: 'admin.types.errors.minAboveMax' });
  });

  it('needs at least one role, and no employees on a special type', () => {
    expect(validateTypeForm(form({ roles: [] })).roles).toBe('admin.types.errors.rolesRequired');
    expect(validateTypeForm(form({ special: true, roles: ['employee', 'leader'] })).roles).toBe(
      'admin.types.errors.specialEmployee',
    );
    expect(validateTypeForm(form({ special: true, roles: ['leader', 'admin'] }))).toEqual({});
  });

  it('builds the contract body: trimmed texts, numbers, roles in order, optional sub types', () => {
    const body = toTypeInput(
      form({
        name: '  Innovación ',
        description: ' ',
        name_en: ' Innovation ',
        description_en: '  ',
        emoji: '💡',
        min_points: '10',
        max_points: '150',
        roles: ['admin', 'employee'],
        super_type_id: '3',
        sub_types: [' Idea ', ''],
      }),
    );
    expect(body).toEqual({
      name: 'Innovación',
      description: null,
      name_en: 'Innovation',
      description_en: null,
      emoji: '💡',
      min_points: 10,
      max_points: 150,
      roles: ['employee', 'admin'],
      special: false,
      super_type_id: 3,
      sub_types: ['Idea'],
    });
    expect(toTypeInput(form({ super_type_id: '' }))).not.toHaveProperty('sub_types');
    expect(toTypeInput(form({ super_type_id: '' })).super_type_id).toBeNull();
  });
});
