import { describe, expect, it } from 'vitest';

import { makeAdminProvider } from '../testing/provider-fixture';

import {
  providerFormFrom,
  toProviderInput,
  validateProviderForm,
  type ProviderFormValues,
} from './provider-form-schema';

const form = (extra: Partial<ProviderFormValues> = {}): ProviderFormValues => ({
  ...providerFormFrom(null),
  name: 'Médico',
  link: 'https://medico.example',
  ...extra,
});

describe('provider form', () => {
  it('names each wrong field by its glossary key', () => {
    expect(
      validateProviderForm(
        form({
          name: ' ',
          link: 'http://x',
          phone: 'llamar',
          whatsapp: '123',
          languages: ['spanish'],
          position: 'uno',
          countries: ['chile'],
        }),
      ),
    ).toEqual({
      name: 'telemedicine.admin.errors.nameRequired',
      link: 'telemedicine.admin.errors.linkInvalid',
      phone: 'telemedicine.admin.errors.phoneInvalid',
      whatsapp: 'telemedicine.admin.errors.whatsappInvalid',
      languages: 'telemedicine.admin.errors.languagesInvalid',
      position: 'telemedicine.admin.errors.positionInvalid',
      countries: 'telemedicine.admin.errors.countryInvalid',
    });
    expect(
      validateProviderForm(form({ phone: '+56 (2) 2345-6789', whatsapp: '+56 9 1234 5678' })),
    ).toEqual({});
  });

  it('asks a published provider for a way to reach it, not a draft', () => {
    const nothing = form({ link: '', phone: '', whatsapp: '' });
    expect(validateProviderForm(nothing, null)).toEqual({});
    expect(validateProviderForm(nothing, 'published')).toEqual({
      link: 'telemedicine.admin.errors.noWay',
    });
  });

  it('sends a new provider as a draft, an edited one with its status untouched', () => {
    const input = toProviderInput(
      form({
        description_en: ' ',
        access_code: ' COD-1 ',
        countries: ['MX', 'CL'],
        departments: [3, 1],
        languages: ['es', 'es', 'en'],
        position: '4',
      }),
      null,
    );
    expect(input).toEqual({
      name: 'Médico',
      description: '',
      description_en: null,
      logo_key: null,
      kind: 'telemedicine',
      link: 'https://medico.example',
      access_code: 'COD-1',
      phone: null,
      whatsapp: null,
      hours: '',
      hours_en: null,
      languages: ['es', 'en'],
      position: 4,
      eligibility: { departments: [1, 3], groups: [], countries: ['CL', 'MX'] },
      status: 'draft',
    });
    const edited = toProviderInput(providerFormFrom(makeAdminProvider()), 'published');
    expect(edited).not.toHaveProperty('status');
    expect(edited.whatsapp).toBe('+56912345678');
  });
});
