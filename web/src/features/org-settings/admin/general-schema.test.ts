import { describe, expect, it } from 'vitest';

import { toOrganizationChange, validateGeneral, type GeneralValues } from './general-schema';

const values: GeneralValues = {
  name: 'Demo S.A.',
  default_language: 'es',
  timezone: 'America/Santiago',
  country: 'cl',
};

describe('general settings form', () => {
  it('needs a name of at most 80 characters and a time zone', () => {
    expect(validateGeneral(values)).toEqual({});
    expect(validateGeneral({ ...values, name: '   ', timezone: ' ' })).toEqual({
      name: 'orgSettings.general.errors.nameRequired',
      timezone: 'orgSettings.general.errors.timezoneRequired',
    });
    expect(validateGeneral({ ...values, name: 'ñ'.repeat(80) })).toEqual({});
    expect(validateGeneral({ ...values, name: 'ñ'.repeat(81) })).toEqual({
      name: 'orgSettings.general.errors.nameTooLong',
    });
    expect(validateGeneral({ ...values, country: 'CHL' })).toEqual({
      country: 'orgSettings.general.errors.countryInvalid',
    });
  });

  it('sends the fields trimmed, the country in capitals and no country as null', () => {
    expect(toOrganizationChange({ ...values, name: '  Demo  ', timezone: ' UTC ' })).toEqual({
      name: 'Demo',
      default_language: 'es',
      timezone: 'UTC',
      country: 'CL',
    });
    expect(toOrganizationChange({ ...values, country: '' }).country).toBeNull();
  });
});
