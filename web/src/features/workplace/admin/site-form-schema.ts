// The site form: name, address, city, country (ISO alpha-2), time zone (IANA), phone and map link
// (optional), how to get there in Spanish and English (optional); its checks and the request a
// valid form sends. The server checks the same, and the time zone against its tz database.
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  SITE_LIMITS,
  type WorkplaceSiteAdmin,
  type WorkplaceSiteInput,
} from '../api/admin-workplace';

export type SiteFormValues = {
  name: string;
  address: string;
  city: string;
  country: string;
  timezone: string;
  phone: string;
  map_url: string;
  notes: string;
  notes_en: string;
};

const COUNTRY = /^[A-Za-z]{2}$/;
const PHONE = /^[\d\s+\-().]+$/;
const URL = /^https:\/\/\S+$/i;
const digits = (text: string) => text.replace(/\D/g, '').length;
const length = (text: string) => [...text.trim()].length;

/** The form of a new site (in Mexico City by default), or of the one edited. */
export function siteFormFrom(site: WorkplaceSiteAdmin | null): SiteFormValues {
  return {
    name: site?.name ?? '',
    address: site?.address ?? '',
    city: site?.city ?? '',
    country: site?.country ?? 'MX',
    timezone: site?.timezone ?? 'America/Mexico_City',
    phone: site?.phone ?? '',
    map_url: site?.map_url ?? '',
    notes: site?.notes ?? '',
    notes_en: site?.notes_en ?? '',
  };
}

/** Every problem of the form, field → glossary key. */
export function validateSiteForm(values: SiteFormValues): FieldChecks {
  const errors: FieldChecks = {};
  const L = SITE_LIMITS;
  const required = (field: 'name' | 'address' | 'city', max: number) => {
    const n = length(values[field]);
    if (n === 0) errors[field] = 'workplace.admin.errors.required';
    else if (n > max) errors[field] = 'workplace.admin.errors.tooLong';
  };
  required('name', L.nameMax);
  required('address', L.addressMax);
  required('city', L.cityMax);
  if (!COUNTRY.test(values.country.trim())) errors.country = 'workplace.admin.errors.country';
  if (!values.timezone.trim()) errors.timezone = 'workplace.admin.errors.timezone';
  const phone = values.phone.trim();
  if (phone && (!PHONE.test(phone) || digits(phone) < 3 || digits(phone) > 20))
    errors.phone = 'workplace.admin.errors.phone';
  const map = values.map_url.trim();
  if (map && (!URL.test(map) || map.length > L.mapUrlMax))
    errors.map_url = 'workplace.admin.errors.mapUrl';
  if (length(values.notes) > L.notesMax) errors.notes = 'workplace.admin.errors.tooLong';
  if (length(values.notes_en) > L.notesMax) errors.notes_en = 'workplace.admin.errors.tooLong';
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The request of a valid form: texts trimmed, the country in upper case, empty optional
 *  fields as null (which clears them on an edit). */
export function toSiteInput(values: SiteFormValues): WorkplaceSiteInput {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country.trim().toUpperCase(),
    timezone: values.timezone.trim(),
    phone: orNull(values.phone),
    map_url: orNull(values.map_url),
    notes: orNull(values.notes),
    notes_en: orNull(values.notes_en),
  };
}
