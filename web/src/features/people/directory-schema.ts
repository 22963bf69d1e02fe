// The directory settings form (PUT /org/ldap, and the connection test with the same body): its
// values, the checks the server also makes (so most mistakes are named before sending), and the
// DirectorySourceInput it sends. The bind password is never shown: an empty field keeps the
// stored one.
import type { DirectorySource, DirectorySourceInput } from './api/people-directory';

export const DIRECTORY_LIMITS = {
  /** url, bind_dn, bind_password and base_dn. */
  textMaxLength: 500,
  filterMaxLength: 1000,
  attributeMaxLength: 64,
  minSyncHours: 1,
  maxSyncHours: 168,
} as const;

/** The person fields read from the directory, in the form's order; the first two are required.
 *  `manager` holds the DN of the person's manager, who becomes their leader. */
export const ATTRIBUTE_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'job_position',
  'department',
  'phone',
  'manager',
] as const;

export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];

const REQUIRED_ATTRIBUTES: readonly AttributeField[] = ['email', 'first_name'];

export const isRequiredAttribute = (field: AttributeField) => REQUIRED_ATTRIBUTES.includes(field);

const URL_SCHEMES = ['ldap://', 'ldaps://'];
/** An LDAP attribute description as the server accepts it: a letter, then letters, digits and
 *  hyphens. */
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const WHOLE_NUMBER = /^\d+$/;

export type DirectoryFormValues = {
  url: string;
  bind_dn: string;
  /** A new password; '' keeps the stored one (see toDirectoryInput). */
  bind_password: string;
  base_dn: string;
  filter: string;
  attributes: Record<AttributeField, string>;
  sync_enabled: boolean;
  /** Whole hours as typed. */
  sync_hours: string;
};

export type DirectoryFieldError =
  | 'people.directory.errors.urlRequired'
  | 'people.directory.errors.urlScheme'
  | 'people.directory.errors.textTooLong'
  | 'people.directory.errors.baseDnRequired'
  | 'people.directory.errors.filterRequired'
  | 'people.directory.errors.filterParentheses'
  | 'people.directory.errors.filterTooLong'
  | 'people.directory.errors.attributeRequired'
  | 'people.directory.errors.attributeInvalid'
  | 'people.directory.errors.attributeTooLong'
  | 'people.directory.errors.syncHoursInvalid';

/** Field path (`url`, `attributes.email`) → glossary key. */
export type DirectoryFormErrors = Partial<
  Record<
    Exclude<keyof DirectoryFormValues, 'attributes'> | `attributes.${AttributeField}`,
    DirectoryFieldError
  >
>;

/** Characters as a person counts them (an accented letter is one). */
const length = (value: string) => [...value].length;

/** The form's values for the source as the server has it (or its suggested defaults). */
export function directoryFormFrom(source: DirectorySource): DirectoryFormValues {
  return {
    url: source.url,
    bind_dn: source.bind_dn,
    bind_password: '',
    base_dn: source.base_dn,
    filter: source.filter,
    attributes: { ...source.attributes },
    sync_enabled: source.sync_enabled,
    sync_hours: String(source.sync_hours),
  };
}

export function validateDirectoryForm(values: DirectoryFormValues): DirectoryFormErrors {
  const errors: DirectoryFormErrors = {};
  const url = values.url.trim();
  if (!url) errors.url = 'people.directory.errors.urlRequired';
  else if (!URL_SCHEMES.some((scheme) => url.startsWith(scheme)))
    errors.url = 'people.directory.errors.urlScheme';
  else if (length(url) > DIRECTORY_LIMITS.textMaxLength)
    errors.url = 'people.directory.errors.textTooLong';

  if (length(values.bind_dn.trim()) > DIRECTORY_LIMITS.textMaxLength)
    errors.bind_dn = 'people.directory.errors.textTooLong';
  if (length(values.bind_password) > DIRECTORY_LIMITS.textMaxLength)
    errors.bind_password = 'people.directory.errors.textTooLong';

  const baseDn = values.base_dn.trim();
  if (!baseDn) errors.base_dn = 'people.directory.errors.baseDnRequired';
  else if (length(baseDn) > DIRECTORY_LIMITS.textMaxLength)
    errors.base_dn = 'people.directory.errors.textTooLong';

  const filter = values.filter.trim();
  if (!filter) errors.filter = 'people.directory.errors.filterRequired';
  else if (!filter.startsWith('(') || !filter.endsWith(')'))
    errors.filter = 'people.directory.errors.filterParentheses';
  else if (length(filter) > DIRECTORY_LIMITS.filterMaxLength)
    errors.filter = 'people.directory.errors.filterTooLong';

  for (const field of ATTRIBUTE_FIELDS) {
    const name = values.attributes[field].trim();
    const path = `attributes.${field}` as const;
    if (!name) {
      if (isRequiredAttribute(field)) errors[path] = 'people.directory.errors.attributeRequired';
    } else if (name.length > DIRECTORY_LIMITS.attributeMaxLength)
      errors[path] = 'people.directory.errors.attributeTooLong';
    else if (!ATTRIBUTE_NAME.test(name)) errors[path] = 'people.directory.errors.attributeInvalid';
  }

  const hours = values.sync_hours.trim();
  const count = Number(hours);
  if (
    !WHOLE_NUMBER.test(hours) ||
    count < DIRECTORY_LIMITS.minSyncHours ||
    count > DIRECTORY_LIMITS.maxSyncHours
  )
    errors.sync_hours = 'people.directory.errors.syncHoursInvalid';
  return errors;
}

/** The bind password to send: a typed one; none (keep the stored one) when the field was left
 *  empty; "" (forget the stored one) when the bind DN was cleared, an anonymous bind. */
function bindPassword(
  values: DirectoryFormValues,
  hasPassword: boolean,
): Pick<DirectorySourceInput, 'bind_password'> {
  if (values.bind_password !== '') return { bind_password: values.bind_password };
  if (hasPassword && values.bind_dn.trim() === '') return { bind_password: '' };
  return {};
}

/** The request of the save and of the connection test: every field trimmed (the password as
 *  typed). `hasPassword`: the server keeps a password. */
export function toDirectoryInput(
  values: DirectoryFormValues,
  hasPassword: boolean,
): DirectorySourceInput {
  return {
    url: values.url.trim(),
    bind_dn: values.bind_dn.trim(),
    ...bindPassword(values, hasPassword),
    base_dn: values.base_dn.trim(),
    filter: values.filter.trim(),
    attributes: {
      email: values.attributes.email.trim(),
      first_name: values.attributes.first_name.trim(),
      last_name: values.attributes.last_name.trim(),
      job_position: values.attributes.job_position.trim(),
      department: values.attributes.department.trim(),
      phone: values.attributes.phone.trim(),
      manager: values.attributes.manager.trim(),
    },
    sync_enabled: values.sync_enabled,
    sync_hours: Number(values.sync_hours.trim()),
  };
}
