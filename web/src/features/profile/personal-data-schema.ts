// The personal data form of the profile: names, job position, phone, birthday and language,
// checked as the contract's AccountUpdate asks before the request is sent.
import type { AccountUpdate, User } from '@/api/types';
import { languageFromProfile, profileLanguageFor, type Language } from '@/i18n/languages';
import { parseDateInput } from '@/lib/date-input';

export const NAME_MAX_LENGTH = 80;
export const JOB_POSITION_MAX_LENGTH = 120;

/** "+" and 8 to 15 digits, once spaces and dashes are taken out. */
const INTERNATIONAL_PHONE = /^\+\d{8,15}$/;
/** The server keeps birthdays from 1900 on. */
const FIRST_BIRTH_YEAR = 1900;

export type PersonalDataValues = {
  first_name: string;
  last_name: string;
  job_position: string;
  phone: string;
  /** yyyy-MM-dd, '' for none, or the text being typed. */
  birthday: string;
  language: Language;
};

export type PersonalDataError =
  | 'profile.personal.errors.firstNameRequired'
  | 'profile.personal.errors.firstNameTooLong'
  | 'profile.personal.errors.lastNameTooLong'
  | 'profile.personal.errors.jobPositionTooLong'
  | 'profile.personal.errors.phoneInvalid'
  | 'profile.personal.errors.birthdayInvalid'
  | 'profile.personal.errors.birthdayFuture';

/** Characters as a person counts them (an accented letter or an emoji is one). */
const length = (value: string) => [...value.trim()].length;

/** "+57 300-123 4567" → "+573001234567" (how the server stores it). */
export function compactPhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The form's values for a user ('' for what is not set). */
export function personalDataFrom(user: User): PersonalDataValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    job_position: user.job_position ?? '',
    phone: user.phone ?? '',
    birthday: user.birthday ?? '',
    language: languageFromProfile(user.language),
  };
}

export function validatePersonalData(
  values: PersonalDataValues,
  now = new Date(),
): Partial<Record<keyof PersonalDataValues, PersonalDataError>> {
  const errors: Partial<Record<keyof PersonalDataValues, PersonalDataError>> = {};
  if (length(values.first_name) === 0)
    errors.first_name = 'profile.personal.errors.firstNameRequired';
  else if (length(values.first_name) > NAME_MAX_LENGTH)
    errors.first_name = 'profile.personal.errors.firstNameTooLong';
  if (length(values.last_name) > NAME_MAX_LENGTH)
    errors.last_name = 'profile.personal.errors.lastNameTooLong';
  if (length(values.job_position) > JOB_POSITION_MAX_LENGTH)
    errors.job_position = 'profile.personal.errors.jobPositionTooLong';
  const phone = compactPhone(values.phone);
  if (phone && !INTERNATIONAL_PHONE.test(phone))
    errors.phone = 'profile.personal.errors.phoneInvalid';
  if (values.birthday) {
    const day = parseDateInput(values.birthday);
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    if (!day || day.getFullYear() < FIRST_BIRTH_YEAR)
      errors.birthday = 'profile.personal.errors.birthdayInvalid';
    else if (day >= today) errors.birthday = 'profile.personal.errors.birthdayFuture';
  }
  return errors;
}

/** The request: every field, trimmed; an empty optional field is sent as null, which clears it. */
export function toAccountUpdate(values: PersonalDataValues): AccountUpdate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    job_position: values.job_position.trim() || null,
    phone: compactPhone(values.phone) || null,
    birthday: values.birthday || null,
    language: profileLanguageFor(values.language),
  };
}
