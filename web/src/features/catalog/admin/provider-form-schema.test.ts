import { describe, expect, it } from 'vitest';

import { makeProvider } from '../testing/catalog-fixture';

import { providerFormFrom, toProviderInput, validateProviderForm } from './provider-form-schema';

describe('provider form', () => {
  it('needs a name, a well-formed e-mail when there is one, and the contract limits', () => {
    const empty = providerFormFrom(null);
    expect(validateProviderForm(empty)).toEqual({
      name: 'catalog.admin.providers.errors.nameRequired',
    });
    expect(
      validateProviderForm({
        ...empty,
        name: 'x'.repeat(121),
        contact_email: 'rosa@',
        phone: '1'.repeat(41),
      }),
    ).toEqual({
      name: 'catalog.admin.providers.errors.tooLong',
      contact_email: 'catalog.admin.providers.errors.emailInvalid',
      phone: 'catalog.admin.providers.errors.tooLong',
    });
    expect(validateProviderForm(providerFormFrom(makeProvider()))).toEqual({});
  });

  it('sends trimmed texts, and null for the blank ones', () => {
    expect(
      toProviderInput({
        name: ' Cine Andino ',
        contact_name: ' ',
        contact_email: ' ventas@cine.example ',
        phone: '',
        active: false,
      }),
    ).toEqual({
      name: 'Cine Andino',
      contact_name: null,
      contact_email: 'ventas@cine.example',
      phone: null,
      active: false,
    });
  });
});
