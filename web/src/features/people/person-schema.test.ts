import { describe, expect, it } from 'vitest';

import { parseEmailList } from './bulk-deactivation-schema';
import { personFormFrom, toNewPerson, validatePersonForm } from './person-schema';

const today = new Date(2026, 4, 20, 15);
const valid = { ...personFormFrom(null), email: 'ana@demo.local', first_name: 'Ana' };

describe('person form', () => {
  it('accepts a new person with only an address and a first name', () => {
    expect(validatePersonForm(valid, today)).toEqual({});
    expect(toNewPerson(valid)).toEqual({
      external: false,
      input: {
        email: 'ana@demo.local',
        first_name: 'Ana',
        user_type: 'employee',
        language: 'spanish',
        points: true,
        groups: [],
      },
    });
  });

  it('wants a birthday in the past and real days', () => {
    expect(validatePersonForm({ ...valid, birthday: '2026-05-20' }, today)).toEqual({
      birthday: 'people.errors.birthdayFuture',
    });
    expect(validatePersonForm({ ...valid, birthday: '1899-12-31' }, today)).toEqual({
      birthday: 'people.errors.dateInvalid',
    });
    expect(validatePersonForm({ ...valid, admission_date: '31/02/2026' }, today)).toEqual({
      admission_date: 'people.errors.dateInvalid',
    });
    expect(validatePersonForm({ ...valid, admission_date: '2026-06-01' }, today)).toEqual({});
  });

  it('sends the identity document as the server keeps it, and contract and gender only when set', () => {
    const input = toNewPerson({
      ...valid,
      national_id: ' 30.123.456 ',
      contract_type: 'internship',
      gender: '',
    }).input;
    expect(input).toMatchObject({ national_id: '30123456', contract_type: 'internship' });
    expect(input).not.toHaveProperty('gender');
    expect(personFormFrom(null)).toMatchObject({ national_id: '', contract_type: '', gender: '' });
  });

  it("checks the identity document against the person's country", () => {
    const chilean = { ...valid, country: 'CL', national_id: '12.345.678-4' };
    expect(validatePersonForm(chilean, today)).toEqual({
      national_id: 'people.errors.rutInvalid',
    });
    expect(validatePersonForm({ ...chilean, national_id: '12.345.678-5' }, today)).toEqual({});
    expect(validatePersonForm({ ...valid, national_id: '12-3' }, today)).toEqual({
      national_id: 'people.errors.nationalIdInvalid',
    });
  });

  it('counts names by characters as people see them', () => {
    expect(validatePersonForm({ ...valid, first_name: 'á'.repeat(80) }, today)).toEqual({});
    expect(validatePersonForm({ ...valid, first_name: 'á'.repeat(81) }, today)).toEqual({
      first_name: 'people.errors.firstNameTooLong',
    });
  });
});

describe('bulk deactivation addresses', () => {
  it('splits on new lines, commas and semicolons, once per address', () => {
    expect(parseEmailList(' a@x.cl\r\nb@x.cl;; c@x.cl ,A@X.CL\n\n')).toEqual([
      'a@x.cl',
      'b@x.cl',
      'c@x.cl',
    ]);
    expect(parseEmailList(' \n , ; ')).toEqual([]);
  });
});
