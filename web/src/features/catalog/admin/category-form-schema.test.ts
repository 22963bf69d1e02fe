import { describe, expect, it } from 'vitest';

import { categories } from '../testing/catalog-fixture';

import { categoryFormFrom, toCategoryInput, validateCategoryForm } from './category-form-schema';

describe('category form', () => {
  it('needs a name of at most 60 characters and an icon of at most 40', () => {
    const empty = categoryFormFrom(null);
    expect(validateCategoryForm(empty)).toEqual({
      name: 'catalog.admin.categories.errors.nameRequired',
    });
    expect(validateCategoryForm({ name: 'ñ'.repeat(60), icon: '🎁'.repeat(40) })).toEqual({});
    expect(validateCategoryForm({ name: 'ñ'.repeat(61), icon: 'x'.repeat(41) })).toEqual({
      name: 'catalog.admin.categories.errors.nameTooLong',
      icon: 'catalog.admin.categories.errors.iconTooLong',
    });
    expect(validateCategoryForm(categoryFormFrom(categories[0]!))).toEqual({});
  });

  it('sends the texts trimmed, and null for a blank icon', () => {
    expect(toCategoryInput({ name: ' Hogar ', icon: ' 🏠 ' })).toEqual({
      name: 'Hogar',
      icon: '🏠',
    });
    expect(toCategoryInput({ name: 'Hogar', icon: '  ' })).toEqual({ name: 'Hogar', icon: null });
  });
});
