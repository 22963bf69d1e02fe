import { describe, expect, it } from 'vitest';

import { cinema, dayOff, makeProduct, mug } from '../testing/catalog-fixture';

import {
  needsStock,
  productFormFrom,
  toProductInput,
  validateProductForm,
  type ProductFormValues,
} from './product-form-schema';

const valid: ProductFormValues = {
  ...productFormFrom(null),
  name: 'Taza Aplauso',
  points: '150',
  unlimited: false,
  stock: '25',
};

describe('product form', () => {
  it('starts a new product active, physical and unlimited', () => {
    expect(productFormFrom(null)).toMatchObject({
      type: 'physical',
      unlimited: true,
      active: true,
      featured: false,
      send_users: false,
      departments: [],
    });
  });

  it('starts from the product edited', () => {
    expect(
      productFormFrom(
        makeProduct({ provider_id: 5, country: 'CO', department_ids: [2, 3], send_users: true }),
      ),
    ).toEqual({
      name: 'Taza Aplauso',
      name_en: 'Aplauso mug',
      description: 'Una taza de cerámica con el logo.',
      points: '150',
      unlimited: false,
      stock: '25',
      category: '3',
      provider: '5',
      country: 'CO',
      type: 'physical',
      departments: [2, 3],
      active: true,
      featured: false,
      send_users: true,
    });
    expect(productFormFrom(dayOff)).toMatchObject({ unlimited: true, stock: '' });
    // A code product's stock is its pool: the form asks for none.
    expect(productFormFrom(cinema)).toMatchObject({ unlimited: true, stock: '' });
  });

  it('checks names, price, stock, country and description', () => {
    expect(validateProductForm(valid)).toEqual({});
    expect(
      validateProductForm({
        ...valid,
        name: ' ',
        name_en: 'x'.repeat(121),
        description: 'x'.repeat(5001),
        points: '0',
        stock: 'muchas',
        country: 'COL',
      }),
    ).toEqual({
      name: 'catalog.admin.product.errors.nameRequired',
      name_en: 'catalog.admin.product.errors.nameTooLong',
      description: 'catalog.admin.product.errors.descriptionTooLong',
      points: 'catalog.admin.product.errors.pointsInvalid',
      stock: 'catalog.admin.product.errors.stockInvalid',
      country: 'catalog.admin.product.errors.countryInvalid',
    });
    expect(validateProductForm({ ...valid, points: '10000001' })).toEqual({
      points: 'catalog.admin.product.errors.pointsInvalid',
    });
  });

  it('asks for a stock only when it is limited and the product is no code product', () => {
    expect(needsStock({ type: 'physical', unlimited: false })).toBe(true);
    expect(needsStock({ type: 'physical', unlimited: true })).toBe(false);
    expect(needsStock({ type: 'coupon', unlimited: false })).toBe(false);
    expect(validateProductForm({ ...valid, type: 'coupon', stock: '' })).toEqual({});
  });

  it('sends trimmed texts, nulls for what is not set, and the image keys in order', () => {
    expect(
      toProductInput(
        {
          ...valid,
          name: ' Taza ',
          name_en: '  ',
          description: ' Cerámica ',
          country: ' co ',
          category: '3',
          departments: [2],
        },
        ['k2', 'k1'],
        null,
      ),
    ).toEqual({
      name: 'Taza',
      name_en: null,
      description: 'Cerámica',
      points: 150,
      stock: 25,
      category_id: 3,
      provider_id: null,
      country: 'CO',
      type: 'physical',
      department_ids: [2],
      active: true,
      featured: false,
      send_users: false,
      image_keys: ['k2', 'k1'],
    });
    expect(toProductInput(productFormFrom(mug), [], mug.id)).toMatchObject({
      id: 1,
      stock: 25,
      name_en: 'Aplauso mug',
    });
    expect(toProductInput({ ...valid, unlimited: true }, [], 4)).toMatchObject({
      id: 4,
      stock: null,
    });
  });

  it('sends whether admins may give it as a prize, as the product has it', () => {
    expect(toProductInput({ ...valid, send_users: true }, [], null)).toMatchObject({
      send_users: true,
    });
    expect(toProductInput(productFormFrom(makeProduct({ send_users: true })), [], 1)).toMatchObject(
      { id: 1, send_users: true },
    );
    expect(toProductInput(productFormFrom(mug), [], mug.id)).toMatchObject({ send_users: false });
  });
});
