import { describe, expect, it } from 'vitest';

import {
  siteFormFrom,
  toSiteInput,
  validateSiteForm,
  type SiteFormValues,
} from './site-form-schema';

const form = (extra: Partial<SiteFormValues> = {}): SiteFormValues => ({
  ...siteFormFrom(null),
  name: 'Oficina Central',
  address: 'Paseo de la Reforma 222',
  city: 'Ciudad de México',
  ...extra,
});

describe('site form', () => {
  it('starts in Mexico City with nothing optional filled', () => {
    const empty = siteFormFrom(null);
    expect(empty.country).toBe('MX');
    expect(empty.timezone).toBe('America/Mexico_City');
    expect(validateSiteForm(empty)).toMatchObject({
      name: 'workplace.admin.errors.required',
      address: 'workplace.admin.errors.required',
      city: 'workplace.admin.errors.required',
    });
  });

  it('names each wrong field by its glossary key', () => {
    expect(
      validateSiteForm(
        form({
          country: 'Mexico',
          timezone: ' ',
          phone: 'llamar',
          map_url: 'http://maps.example.com',
          notes: 'x'.repeat(2001),
        }),
      ),
    ).toEqual({
      country: 'workplace.admin.errors.country',
      timezone: 'workplace.admin.errors.timezone',
      phone: 'workplace.admin.errors.phone',
      map_url: 'workplace.admin.errors.mapUrl',
      notes: 'workplace.admin.errors.tooLong',
    });
    expect(validateSiteForm(form())).toEqual({});
  });

  it('sends trimmed texts, the country in capitals and empty optional fields as null', () => {
    expect(
      toSiteInput(form({ name: '  Planta ', country: 'mx', phone: ' ', notes_en: 'Gate 3 ' })),
    ).toEqual({
      name: 'Planta',
      address: 'Paseo de la Reforma 222',
      city: 'Ciudad de México',
      country: 'MX',
      timezone: 'America/Mexico_City',
      phone: null,
      map_url: null,
      notes: null,
      notes_en: 'Gate 3',
    });
  });
});
