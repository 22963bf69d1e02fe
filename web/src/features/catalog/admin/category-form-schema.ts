// The category form: a name (required) and an optional icon (an emoji or a short text); its
// checks (the contract's limits) and the request it sends (a blank icon clears it).
import type { ProductCategory } from '@/api/types';

import { CATEGORY_LIMITS, type CategoryInput } from '../api/categories';

export type CategoryFormValues = { name: string; icon: string };

export type CategoryErrorKey =
  | 'catalog.admin.categories.errors.nameRequired'
  | 'catalog.admin.categories.errors.nameTooLong'
  | 'catalog.admin.categories.errors.iconTooLong';

export function categoryFormFrom(category: ProductCategory | null): CategoryFormValues {
  return { name: category?.name ?? '', icon: category?.icon ?? '' };
}

export function validateCategoryForm(
  values: CategoryFormValues,
): Partial<Record<keyof CategoryFormValues, CategoryErrorKey>> {
  const errors: Partial<Record<keyof CategoryFormValues, CategoryErrorKey>> = {};
  const length = (text: string) => [...text.trim()].length;
  if (length(values.name) === 0) errors.name = 'catalog.admin.categories.errors.nameRequired';
  else if (length(values.name) > CATEGORY_LIMITS.nameMaxLength)
    errors.name = 'catalog.admin.categories.errors.nameTooLong';
  if (length(values.icon) > CATEGORY_LIMITS.iconMaxLength)
    errors.icon = 'catalog.admin.categories.errors.iconTooLong';
  return errors;
}

export function toCategoryInput(values: CategoryFormValues): CategoryInput {
  return { name: values.name.trim(), icon: values.icon.trim() || null };
}
