// The person form (create and edit): its values, the checks the server also makes (so most
// mistakes are named before sending), and the UserInput it sends. Dates are yyyy-MM-dd.
import type { ContractType, Gender, PersonRef, Role } from '@/api/types';
import { languageFromProfile, profileLanguageFor, type Language } from '@/i18n/languages';
import { parseDateInput } from '@/lib/date-input';

import type { AdminUser, NewPerson, UserInput } from './api/people';
import { nationalIdProblem, normalizeNationalId, type NationalIdProblem } from './national-id';

export const PERSON_LIMITS = {
  emailMaxLength: 254,
  nameMaxLength: 80,
  jobPositionMaxLength: 120,
  /** 20 letters and digits once dots, hyphens and spaces are dropped: room for those. */
  nationalIdMaxLength: 30,
} as const;

export const ROLES: readonly Role[] = ['employee', 'leader', 'admin'];

/** The countries offered first (ISO 3166-1 alpha-2); a person's other code is kept as it is. */
export const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'EC', 'ES', 'MX', 'PE', 'US', 'UY'] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** "+" and 8 to 15 digits, once spaces and dashes are taken out (how the server stores it). */
const INTERNATIONAL_PHONE = /^\+\d{8,15}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** The server keeps birthdays from 1900 on. */
const FIRST_BIRTH_YEAR = 1900;

export type PersonKind = 'member' | 'external';

export type PersonFormValues = {
  /** Create only: a member of the organisation or an external person. */
  kind: PersonKind;
  email: string;
  first_name: string;
  last_name: string;
  job_position: string;
  user_type: Role;
  /** A department id, '' for none. */
  department_id: string;
  leader: PersonRef | null;
  /** An ISO code, '' for none. */
  country: string;
  language: Language;
  phone: string;
  /** yyyy-MM-dd, '' for none, or the text being typed. */
  birthday: string;
  admission_date: string;
  /** The national identity document as typed, '' for none. */
  national_id: string;
  /** '' for none recorded. */
  contract_type: ContractType | '';
  /** '' for none recorded (it is optional: only aggregated reports use it). */
  gender: Gender | '';
  points: boolean;
  groups: number[];
};

export type PersonFieldError =
  | 'people.errors.emailRequired'
  | 'people.errors.emailInvalid'
  | 'people.errors.emailTooLong'
  | 'people.errors.firstNameRequired'
  | 'people.errors.firstNameTooLong'
  | 'people.errors.lastNameTooLong'
  | 'people.errors.jobPositionTooLong'
  | 'people.errors.countryInvalid'
  | 'people.errors.phoneInvalid'
  | 'people.errors.dateInvalid'
  | 'people.errors.birthdayFuture'
  | NationalIdProblem;

/** Characters as a person counts them (an accented letter or an emoji is one). */
const length = (value: string) => [...value.trim()].length;

/** "+57 300-123 4567" → "+573001234567". */
const compactPhone = (value: string) => value.replace(/[\s-]/g, '');

/** A well-formed address (what the server accepts), trimmed. */
function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= PERSON_LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}

/** The form's values for a person, or a new one's defaults ('' for what is not set; a new
 *  person speaks the organisation's language). */
export function personFormFrom(
  person: AdminUser | null,
  orgLanguage: Language = 'es',
): PersonFormValues {
  return {
    kind: person?.external ? 'external' : 'member',
    email: person?.email ?? '',
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    job_position: person?.job_position ?? '',
    user_type: person?.user_type ?? 'employee',
    department_id: person?.department ? String(person.department.id) : '',
    leader: person?.leader ?? null,
    country: person?.country ?? '',
    language: person ? languageFromProfile(person.language) : orgLanguage,
    phone: person?.phone ?? '',
    birthday: person?.birthday ?? '',
    admission_date: person?.admission_date ?? '',
    national_id: person?.national_id ?? '',
    contract_type: person?.contract_type ?? '',
    gender: person?.gender ?? '',
    points: person?.points ?? true,
    groups: person?.groups.map((group) => group.id) ?? [],
  };
}

function checkLength(value: string, max: number): boolean {
  return length(value) <= max;
}

export function validatePersonForm(
  values: PersonFormValues,
  now = new Date(),
): Partial<Record<keyof PersonFormValues, PersonFieldError>> {
  const errors: Partial<Record<keyof PersonFormValues, PersonFieldError>> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'people.errors.emailRequired';
  else if (email.length > PERSON_LIMITS.emailMaxLength) errors.email = 'people.errors.emailTooLong';
  else if (!isEmail(email)) errors.email = 'people.errors.emailInvalid';
  if (length(values.first_name) === 0) errors.first_name = 'people.errors.firstNameRequired';
  else if (!checkLength(values.first_name, PERSON_LIMITS.nameMaxLength))
    errors.first_name = 'people.errors.firstNameTooLong';
  if (!checkLength(values.last_name, PERSON_LIMITS.nameMaxLength))
    errors.last_name = 'people.errors.lastNameTooLong';
  if (!checkLength(values.job_position, PERSON_LIMITS.jobPositionMaxLength))
    errors.job_position = 'people.errors.jobPositionTooLong';
  if (values.country && !COUNTRY_CODE.test(values.country))
    errors.country = 'people.errors.countryInvalid';
  const phone = compactPhone(values.phone);
  if (phone && !INTERNATIONAL_PHONE.test(phone)) errors.phone = 'people.errors.phoneInvalid';
  if (values.birthday) {
    const day = parseDateInput(values.birthday);
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    if (!day || day.getFullYear() < FIRST_BIRTH_YEAR) errors.birthday = 'people.errors.dateInvalid';
    else if (day >= today) errors.birthday = 'people.errors.birthdayFuture';
  }
  if (values.admission_date && !parseDateInput(values.admission_date))
    errors.admission_date = 'people.errors.dateInvalid';
  const nationalId = nationalIdProblem(values.national_id, values.country);
  if (nationalId) errors.national_id = nationalId;
  return errors;
}

/** Every field of the form, trimmed; a blank optional field is null (which clears it). An
 *  external person is always an employee: no role is sent for them. */
function toUserInput(values: PersonFormValues): UserInput {
  return {
    email: values.email.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    job_position: values.job_position.trim() || null,
    ...(values.kind === 'external' ? {} : { user_type: values.user_type }),
    department_id: values.department_id ? Number(values.department_id) : null,
    leader_id: values.leader?.id ?? null,
    country: values.country || null,
    language: profileLanguageFor(values.language),
    phone: compactPhone(values.phone) || null,
    birthday: values.birthday || null,
    admission_date: values.admission_date || null,
    national_id: normalizeNationalId(values.national_id) || null,
    contract_type: values.contract_type || null,
    gender: values.gender || null,
    points: values.points,
    groups: values.groups,
  };
}

/** The edit request: every field (groups replace the person's). */
export const toPersonUpdate = toUserInput;

/** The create request: what is not set is left out (it takes its default). */
export function toNewPerson(values: PersonFormValues): NewPerson {
  const input = Object.fromEntries(
    Object.entries(toUserInput(values)).filter(([, value]) => value !== null && value !== ''),
  ) as UserInput;
  return { external: values.kind === 'external', input };
}
