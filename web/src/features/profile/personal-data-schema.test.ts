import { describe, expect, it } from 'vitest';

import {
  compactPhone,
  toAccountUpdate,
  validatePersonalData,
  type PersonalDataValues,
} from './personal-data-schema';

const values: PersonalDataValues = {
  first_name: 'Lucía',
  last_name: 'Paredes',
  job_position: '',
  phone: '',
  birthday: '',
  language: 'es',
};
const now = new Date(2026, 5, 10, 12);
const check = (changes: Partial<PersonalDataValues>) =>
  validatePersonalData({ ...values, ...changes }, now);

describe('personal data schema', () => {
  it('takes "+" and 8 to 15 digits, with spaces and dashes while typing', () => {
    expect(compactPhone('+57 300-123 4567')).toBe('+573001234567');
    expect(check({ phone: '+57 300-123 4567' })).toEqual({});
    expect(check({ phone: '+12345678' })).toEqual({});
    expect(check({ phone: '+1234567' }).phone).toBe('profile.personal.errors.phoneInvalid');
    expect(check({ phone: '+1234567890123456' }).phone).toBe(
      'profile.personal.errors.phoneInvalid',
    );
    expect(check({ phone: '3001234567' }).phone).toBe('profile.personal.errors.phoneInvalid');
    expect(check({ phone: '+57 (300) 1234567' }).phone).toBe(
      'profile.personal.errors.phoneInvalid',
    );
  });

  it('wants a real birthday before today', () => {
    expect(check({ birthday: '2026-06-09' })).toEqual({});
    expect(check({ birthday: '2026-06-10' }).birthday).toBe(
      'profile.personal.errors.birthdayFuture',
    );
    expect(check({ birthday: '2026-02-30' }).birthday).toBe(
      'profile.personal.errors.birthdayInvalid',
    );
    expect(check({ birthday: '1899-12-31' }).birthday).toBe(
      'profile.personal.errors.birthdayInvalid',
    );
    expect(check({ birthday: '12/04' }).birthday).toBe('profile.personal.errors.birthdayInvalid');
  });

  it('counts characters as people do and needs a first name', () => {
    expect(check({ first_name: '   ' }).first_name).toBe(
      'profile.personal.errors.firstNameRequired',
    );
    expect(check({ first_name: 'é'.repeat(80) })).toEqual({});
    expect(check({ first_name: 'é'.repeat(81) }).first_name).toBe(
      'profile.personal.errors.firstNameTooLong',
    );
    expect(check({ last_name: 'x'.repeat(81) }).last_name).toBe(
      'profile.personal.errors.lastNameTooLong',
    );
    expect(check({ job_position: 'x'.repeat(121) }).job_position).toBe(
      'profile.personal.errors.jobPositionTooLong',
    );
  });

  it('sends every field, trimmed, and null for an emptied optional one', () => {
    expect(
      toAccountUpdate({
        ...values,
        first_name: ' Lucía ',
        phone: '+57 300 123 4567',
        language: 'en',
      }),
    ).toEqual({
      first_name: 'Lucía',
      last_name: 'Paredes',
      job_position: null,
      phone: '+573001234567',
      birthday: null,
      language: 'english',
    });
  });
});
