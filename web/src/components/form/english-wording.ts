// The English version of something the organisation names in its own words (a recognition
// type, a value, a badge): the form fields `name_en` and `description_en`, their checks and the
// request fields. A blank field means "not set": it is sent as null, which clears it.

/** The contract's limits of `name_en` and `description_en`. */
export const ENGLISH_WORDING_LIMITS = { nameMaxLength: 80, descriptionMaxLength: 500 } as const;

export type EnglishWordingValues = { name_en: string; description_en: string };

export type EnglishWordingError =
  'admin.english.errors.nameTooLong' | 'admin.english.errors.descriptionTooLong';

/** The form values of an item's English wording ('' when not set). */
export function englishWordingFrom(
  item: { name_en?: string | null; description_en?: string | null } | null,
): EnglishWordingValues {
  return { name_en: item?.name_en ?? '', description_en: item?.description_en ?? '' };
}

/** The checks of the English fields (field → glossary key). */
export function checkEnglishWording(
  values: EnglishWordingValues,
): Partial<Record<keyof EnglishWordingValues, EnglishWordingError>> {
  const errors: Partial<Record<keyof EnglishWordingValues, EnglishWordingError>> = {};
  if (values.name_en.trim().length > ENGLISH_WORDING_LIMITS.nameMaxLength)
    errors.name_en = 'admin.english.errors.nameTooLong';
  if (values.description_en.trim().length > ENGLISH_WORDING_LIMITS.descriptionMaxLength)
    errors.description_en = 'admin.english.errors.descriptionTooLong';
  return errors;
}

/** The request fields: trimmed, null when blank (clears what was set). */
export function toEnglishWording(values: EnglishWordingValues): {
  name_en: string | null;
  description_en: string | null;
} {
  return {
    name_en: values.name_en.trim() || null,
    description_en: values.description_en.trim() || null,
  };
}
