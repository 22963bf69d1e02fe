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
  /** #rrggbb, or empty. */
  colour: string;
  /** One behavioural example per line (VAL-1): none, or 3 to 5. */
  examples: string;
  examplesEn: string;
  /** Words that suggest the value while writing (VAL-★3), separated by commas. */
  keywords: string;
  keywordsEn: string;
};

export const VALUE_LISTS = {
  exampleMaxLength: 200,
  minExamples: 3,
  maxExamples: 5,
  maxKeywords: 30,
};

/** The lines of a text, trimmed, without empty ones. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The comma-separated words of a text, trimmed, without empty ones. */
export const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export type ValueFieldError =
  | EnglishWordingError
  | 'admin.values.errors.nameRequired'
  | 'admin.values.errors.nameTooLong'
  | 'admin.values.errors.descriptionTooLong'
  | 'admin.values.errors.emojiTooLong'
  | 'admin.values.errors.colour'
  | 'admin.values.errors.examplesCount'
  | 'admin.values.errors.exampleTooLong'
  | 'admin.values.errors.keywordsMax';

export function valueFormFrom(value: AdminCorporateValue | null): ValueFormValues {
  return {
    name: value?.name ?? '',
    description: value?.description ?? '',
    ...englishWordingFrom(value),
    emoji: value?.emoji ?? '',
    colour: value?.colour ?? '',
    examples: (value?.examples ?? []).join('\n'),
    examplesEn: (value?.examples_en ?? []).join('\n'),
    keywords: (value?.keywords ?? []).join(', '),
    keywordsEn: (value?.keywords_en ?? []).join(', '),
  };
}

function checkExamples(text: string): ValueFieldError | null {
  const lines = linesOf(text);
  if (lines.some((line) => line.length > VALUE_LISTS.exampleMaxLength))
    return 'admin.values.errors.exampleTooLong';
  if (
    lines.length > 0 &&
    (lines.length < VALUE_LISTS.minExamples || lines.length > VALUE_LISTS.maxExamples)
  )
    return 'admin.values.errors.examplesCount';
  return null;
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
  if (values.colour.trim() && !/^#[0-9a-fA-F]{6}$/.test(values.colour.trim()))
    errors.colour = 'admin.values.errors.colour';
  const examples = checkExamples(values.examples);
  if (examples) errors.examples = examples;
  const examplesEn = checkExamples(values.examplesEn);
  if (examplesEn) errors.examplesEn = examplesEn;
  if (wordsOf(values.keywords).length > VALUE_LISTS.maxKeywords)
    errors.keywords = 'admin.values.errors.keywordsMax';
  if (wordsOf(values.keywordsEn).length > VALUE_LISTS.maxKeywords)
    errors.keywordsEn = 'admin.values.errors.keywordsMax';
  return errors;
}

export function toValueInput(values: ValueFormValues): CorporateValueInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ...toEnglishWording(values),
    emoji: values.emoji.trim() || null,
    colour: values.colour.trim().toLowerCase() || null,
    examples: linesOf(values.examples),
    examples_en: linesOf(values.examplesEn),
    keywords: wordsOf(values.keywords),
    keywords_en: wordsOf(values.keywordsEn),
  };
}
