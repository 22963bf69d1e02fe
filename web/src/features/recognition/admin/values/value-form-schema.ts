// The corporate value form: values, client checks and the request body.
import {
  checkEnglishWording,
  englishWordingFrom,
  toEnglishWording,
  type EnglishWordingError,
  type EnglishWordingValues,
} from '@/components/form/english-wording';

import type { AdminCorporateValue, CorporateValueInput } from '../api/values';

export const VALUE_LIMITS = { nameMaxLength: 80, descriptionMaxLength: 500, emojiMaxLength: 16 };

export type ValueFormValues = EnglishWordingValues & {
  name: string;
  description: string;
  emoji: string;
};

export type ValueFieldError =
  | EnglishWordingError
  | 'admin.values.errors.nameRequired'
  | 'admin.values.errors.nameTooLong'
  | 'admin.values.errors.descriptionTooLong'
  | 'admin.values.errors.emojiTooLong';

export function valueFormFrom(value: AdminCorporateValue | null): ValueFormValues {
  return {
    name: value?.name ?? '',
    description: value?.description ?? '',
    ...englishWordingFrom(value),
    emoji: value?.emoji ?? '',
  };
}

export function validateValueForm(
  values: ValueFormValues,
): Partial<Record<keyof ValueFormValues, ValueFieldError>> {
  const errors: Partial<Record<keyof ValueFormValues, ValueFieldError>> =
    checkEnglishWording(values);
  const name = values.name.trim();
  if (!name) errors.name = 'admin.values.errors.nameRequired';
  else if (name.length > VALUE_LIMITS.nameMaxLength)
    errors.name = 'admin.values.errors.nameTooLong';
  if (values.description.trim().length > VALUE_LIMITS.descriptionMaxLength)
    errors.description = 'admin.values.errors.descriptionTooLong';
  if (values.emoji.trim().length > VALUE_LIMITS.emojiMaxLength)
    errors.emoji = 'admin.values.errors.emojiTooLong';
  return errors;
}

export function toValueInput(values: ValueFormValues): CorporateValueInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ...toEnglishWording(values),
    emoji: values.emoji.trim() || null,
  };
}
