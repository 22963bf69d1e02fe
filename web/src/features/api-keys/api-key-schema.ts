// The "create API key" form: a name and an optional expiry day, checked beside the mutation.
import { endOfDay, parseDateInput } from '@/lib/date-input';

import { API_KEY_NAME_MAX_LENGTH, type NewApiKey } from './api/api-keys';

export type ApiKeyFormValues = { name: string; /** yyyy-MM-dd or ''. */ expires: string };

export type ApiKeyFieldError =
  | 'apiKeys.errors.nameRequired'
  | 'apiKeys.errors.nameTooLong'
  | 'apiKeys.errors.expiryInvalid'
  | 'apiKeys.errors.expiryPast';

/** The end of the chosen local day, in epoch milliseconds, or null when the text is no date. */
export function expiryFromInput(value: string): number | null {
  const day = parseDateInput(value);
  return day ? endOfDay(day) : null;
}

export function validateApiKeyForm(
  values: ApiKeyFormValues,
  now = Date.now(),
): Partial<Record<keyof ApiKeyFormValues, ApiKeyFieldError>> {
  const errors: Partial<Record<keyof ApiKeyFormValues, ApiKeyFieldError>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'apiKeys.errors.nameRequired';
  else if (name.length > API_KEY_NAME_MAX_LENGTH) errors.name = 'apiKeys.errors.nameTooLong';
  if (values.expires) {
    const expiry = expiryFromInput(values.expires);
    if (expiry === null) errors.expires = 'apiKeys.errors.expiryInvalid';
    else if (expiry <= now) errors.expires = 'apiKeys.errors.expiryPast';
  }
  return errors;
}

export function toNewApiKey(values: ApiKeyFormValues): NewApiKey {
  return { name: values.name.trim(), expires_at: expiryFromInput(values.expires) };
}
