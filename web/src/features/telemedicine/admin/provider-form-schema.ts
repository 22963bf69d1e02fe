// The provider form: name, texts in Spanish (English optional), logo, kind, how to reach it (link,
// access code, phone, WhatsApp), hours, languages, order and who may see it; its checks and the
// request a valid form sends.
import type { FieldChecks } from '@/components/form/schema-resolver';
import { checkImageFile, type ImageType } from '@/lib/uploads/image-file';
import { UPLOAD_RULES } from '@/lib/uploads/presigned-upload';
import { parseWholeNumber } from '@/lib/whole-number';

import {
  PROVIDER_LIMITS,
  type TelemedicineEligibility,
  type TelemedicineProviderAdmin,
  type TelemedicineProviderInput,
  type TelemedicineStatus,
} from '../api/admin-telemedicine';
import type { TelemedicineKind } from '../api/telemedicine';

export type ProviderFormValues = {
  name: string;
  description: string;
  description_en: string;
  kind: TelemedicineKind;
  link: string;
  access_code: string;
  phone: string;
  whatsapp: string;
  hours: string;
  hours_en: string;
  /** ISO 639-1, lower case. */
  languages: string[];
  /** Typed as text, checked as a whole number. */
  position: string;
  departments: number[];
  groups: number[];
  countries: string[];
  /** The logo kept (its key), null once removed or when it has none. */
  logo_key: string | null;
  /** A new logo chosen to replace it. */
  logo: File | null;
};

const COUNTRY = /^[A-Z]{2}$/;
const LANGUAGE = /^[a-z]{2}$/;
const PHONE = /^[\d\s+\-().]+$/;
const digits = (text: string) => text.replace(/\D/g, '').length;

/** The form of a new provider (telemedicine, for everyone), or of the one edited. */
export function providerFormFrom(provider: TelemedicineProviderAdmin | null): ProviderFormValues {
  return {
    name: provider?.name ?? '',
    description: provider?.description ?? '',
    description_en: provider?.description_en ?? '',
    kind: provider?.kind ?? 'telemedicine',
    link: provider?.link ?? '',
    access_code: provider?.access_code ?? '',
    phone: provider?.phone ?? '',
    whatsapp: provider?.whatsapp ?? '',
    hours: provider?.hours ?? '',
    hours_en: provider?.hours_en ?? '',
    languages: provider?.languages ?? ['es'],
    position: provider ? String(provider.position) : '0',
    departments: provider?.eligibility.departments ?? [],
    groups: provider?.eligibility.groups ?? [],
    countries: provider?.eligibility.countries ?? [],
    logo_key: provider?.logo_key ?? null,
    logo: null,
  };
}

const tooLong = (text: string, max: number) => text.trim().length > max;

/** Every problem of the form, field → glossary key. A provider already published must keep a
 *  way to reach it (the server says the same). */
export function validateProviderForm(
  values: ProviderFormValues,
  status: TelemedicineStatus | null = null,
): FieldChecks {
  const errors: FieldChecks = {};
  const L = PROVIDER_LIMITS;
  if (!values.name.trim()) errors.name = 'telemedicine.admin.errors.nameRequired';
  else if (tooLong(values.name, L.nameMax)) errors.name = 'telemedicine.admin.errors.nameTooLong';
  if (tooLong(values.description, L.descriptionMax))
    errors.description = 'telemedicine.admin.errors.descriptionTooLong';
  if (tooLong(values.description_en, L.descriptionMax))
    errors.description_en = 'telemedicine.admin.errors.descriptionTooLong';
  const link = values.link.trim();
  if (link && !/^https:\/\/\S+$/i.test(link)) errors.link = 'telemedicine.admin.errors.linkInvalid';
  else if (tooLong(link, L.linkMax)) errors.link = 'telemedicine.admin.errors.linkTooLong';
  if (tooLong(values.access_code, L.codeMax))
    errors.access_code = 'telemedicine.admin.errors.codeTooLong';
  const phone = values.phone.trim();
  if (phone && (!PHONE.test(phone) || digits(phone) < 3 || digits(phone) > 20))
    errors.phone = 'telemedicine.admin.errors.phoneInvalid';
  const whatsapp = values.whatsapp.trim();
  if (whatsapp && (!PHONE.test(whatsapp) || digits(whatsapp) < 8 || digits(whatsapp) > 15))
    errors.whatsapp = 'telemedicine.admin.errors.whatsappInvalid';
  if (tooLong(values.hours, L.hoursMax)) errors.hours = 'telemedicine.admin.errors.hoursTooLong';
  if (tooLong(values.hours_en, L.hoursMax))
    errors.hours_en = 'telemedicine.admin.errors.hoursTooLong';
  if (values.languages.length > L.languagesMax || values.languages.some((l) => !LANGUAGE.test(l)))
    errors.languages = 'telemedicine.admin.errors.languagesInvalid';
  const position = parseWholeNumber(values.position || '0');
  if (position === null || position > L.positionMax)
    errors.position = 'telemedicine.admin.errors.positionInvalid';
  if (values.countries.some((code) => !COUNTRY.test(code)))
    errors.countries = 'telemedicine.admin.errors.countryInvalid';
  if (status === 'published' && !link && !phone && !whatsapp && !errors.link)
    errors.link = 'telemedicine.admin.errors.noWay';
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The eligibility rules of the form. */
export function eligibilityOf(
  values: Pick<ProviderFormValues, 'departments' | 'groups' | 'countries'>,
): TelemedicineEligibility {
  return {
    departments: [...values.departments].sort((a, b) => a - b),
    groups: [...values.groups].sort((a, b) => a - b),
    countries: values.countries.map((code) => code.toUpperCase()).sort(),
  };
}

/** The request a valid form sends; a new provider starts as a draft (published from the list or
 *  the editor), an edited one keeps its status. */
export function toProviderInput(
  values: ProviderFormValues,
  status: TelemedicineStatus | null,
): TelemedicineProviderInput {
  const input: TelemedicineProviderInput = {
    name: values.name.trim(),
    description: values.description.trim(),
    description_en: orNull(values.description_en),
    logo_key: values.logo_key,
    kind: values.kind,
    link: orNull(values.link),
    access_code: orNull(values.access_code),
    phone: orNull(values.phone),
    whatsapp: orNull(values.whatsapp),
    hours: values.hours.trim(),
    hours_en: orNull(values.hours_en),
    languages: [...new Set(values.languages)],
    position: parseWholeNumber(values.position || '0') ?? 0,
    eligibility: eligibilityOf(values),
  };
  return status === null ? { ...input, status: 'draft' } : input;
}

/** The logos a provider may have (the server checks corp-benef-image uploads the same way). */
export const PROVIDER_LOGO_TYPES: readonly ImageType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

/** What is wrong with a chosen logo, as a glossary key, or null. */
export async function checkProviderLogo(file: File): Promise<string | null> {
  const problem = await checkImageFile(file, {
    types: PROVIDER_LOGO_TYPES,
    maxBytes: UPLOAD_RULES['corp-benef-image'].maxBytes,
  });
  if (problem === 'type') return 'telemedicine.admin.errors.logoType';
  if (problem === 'size') return 'telemedicine.admin.errors.logoSize';
  return null;
}
