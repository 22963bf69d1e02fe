// The General form (POST /org/edit): its values, client checks and request body. The server
// checks the time zone against its own list; its message lands under the field.
import type { Organization } from '@/api/types';

import { ORG_NAME_MAX_LENGTH, type OrganizationChange } from '../api/organization';

export type GeneralValues = {
  name: string;
  default_language: 'es' | 'en';
  timezone: string;
  /** Two letters, or '' for none. */
  country: string;
};

export type GeneralFieldError =
  | 'orgSettings.general.errors.nameRequired'
  | 'orgSettings.general.errors.nameTooLong'
  | 'orgSettings.general.errors.timezoneRequired'
  | 'orgSettings.general.errors.countryInvalid';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export function toGeneralValues(org: Organization): GeneralValues {
  return {
    name: org.name,
    default_language: org.default_language,
    timezone: org.timezone,
    country: org.country?.toUpperCase() ?? '',
  };
}

export function validateGeneral(
  values: GeneralValues,
): Partial<Record<keyof GeneralValues, GeneralFieldError>> {
  const errors: Partial<Record<keyof GeneralValues, GeneralFieldError>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'orgSettings.general.errors.nameRequired';
  else if ([...name].length > ORG_NAME_MAX_LENGTH)
    errors.name = 'orgSettings.general.errors.nameTooLong';
  if (!values.timezone.trim()) errors.timezone = 'orgSettings.general.errors.timezoneRequired';
  const country = values.country.trim();
  if (country && !COUNTRY_CODE.test(country))
    errors.country = 'orgSettings.general.errors.countryInvalid';
  return errors;
}

/** Every field, trimmed; the country in capitals, or null for none. */
export function toOrganizationChange(values: GeneralValues): OrganizationChange {
  return {
    name: values.name.trim(),
    default_language: values.default_language,
    timezone: values.timezone.trim(),
    country: values.country.trim().toUpperCase() || null,
  };
}
