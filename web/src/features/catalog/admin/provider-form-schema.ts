// The provider form: a name (required), who to talk to there, their e-mail and phone, and whether
// it is active; its checks (the contract's limits) and the request it sends (blank texts clear).
import { PROVIDER_LIMITS, type Provider, type ProviderInput } from '../api/providers';

export type ProviderFormValues = {
  name: string;
  contact_name: string;
  contact_email: string;
  phone: string;
  active: boolean;
};

export type ProviderErrorKey =
  | 'catalog.admin.providers.errors.nameRequired'
  | 'catalog.admin.providers.errors.tooLong'
  | 'catalog.admin.providers.errors.emailInvalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function providerFormFrom(provider: Provider | null): ProviderFormValues {
  return {
    name: provider?.name ?? '',
    contact_name: provider?.contact_name ?? '',
    contact_email: provider?.contact_email ?? '',
    phone: provider?.phone ?? '',
    active: provider?.active ?? true,
  };
}

export function validateProviderForm(
  values: ProviderFormValues,
): Partial<Record<keyof ProviderFormValues, ProviderErrorKey>> {
  const errors: Partial<Record<keyof ProviderFormValues, ProviderErrorKey>> = {};
  const length = (text: string) => [...text.trim()].length;
  if (length(values.name) === 0) errors.name = 'catalog.admin.providers.errors.nameRequired';
  else if (length(values.name) > PROVIDER_LIMITS.nameMaxLength)
    errors.name = 'catalog.admin.providers.errors.tooLong';
  if (length(values.contact_name) > PROVIDER_LIMITS.contactNameMaxLength)
    errors.contact_name = 'catalog.admin.providers.errors.tooLong';
  const email = values.contact_email.trim();
  if (email.length > PROVIDER_LIMITS.emailMaxLength)
    errors.contact_email = 'catalog.admin.providers.errors.tooLong';
  else if (email && !EMAIL.test(email))
    errors.contact_email = 'catalog.admin.providers.errors.emailInvalid';
  if (length(values.phone) > PROVIDER_LIMITS.phoneMaxLength)
    errors.phone = 'catalog.admin.providers.errors.tooLong';
  return errors;
}

export function toProviderInput(values: ProviderFormValues): ProviderInput {
  return {
    name: values.name.trim(),
    contact_name: values.contact_name.trim() || null,
    contact_email: values.contact_email.trim() || null,
    phone: values.phone.trim() || null,
    active: values.active,
  };
}
