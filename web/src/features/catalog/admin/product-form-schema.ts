// The product form: names (the English one optional), description, price, stock (or unlimited;
// code products count their codes instead), category, provider, country, type, the departments
// that may see it, active, featured and whether admins may give it as a prize; its checks and the request a valid form sends.
import type { FieldChecks } from '@/components/form/schema-resolver';
import { parseWholeNumber } from '@/lib/whole-number';

import { PRODUCT_LIMITS, type ProductInput } from '../api/admin-products';
import { isCodeType, type Product, type ProductType } from '../api/products';

export type ProductFormValues = {
  name: string;
  name_en: string;
  description: string;
  /** Typed as text, checked as a whole number. */
  points: string;
  unlimited: boolean;
  stock: string;
  /** A category's or provider's id as the select holds it ('' for none). */
  category: string;
  provider: string;
  /** ISO 3166-1 alpha-2, '' for every country. */
  country: string;
  type: ProductType;
  departments: number[];
  active: boolean;
  featured: boolean;
  /** Admins may give it to people as a prize (the organisation pays). */
  send_users: boolean;
};

export type ProductErrorKey =
  | 'catalog.admin.product.errors.nameRequired'
  | 'catalog.admin.product.errors.nameTooLong'
  | 'catalog.admin.product.errors.descriptionTooLong'
  | 'catalog.admin.product.errors.pointsInvalid'
  | 'catalog.admin.product.errors.stockInvalid'
  | 'catalog.admin.product.errors.countryInvalid'
  | 'catalog.admin.product.errors.departmentsTooMany';

const COUNTRY = /^[A-Za-z]{2}$/;

/** The form of a new product (active, physical, unlimited), or of the product edited. */
export function productFormFrom(product: Product | null): ProductFormValues {
  if (!product) {
    return {
      name: '',
      name_en: '',
      description: '',
      points: '',
      unlimited: true,
      stock: '',
      category: '',
      provider: '',
      country: '',
      type: 'physical',
      departments: [],
      active: true,
      featured: false,
      send_users: false,
    };
  }
  const codes = isCodeType(product.type);
  return {
    name: product.name,
    name_en: product.name_en ?? '',
    description: product.description,
    points: String(product.points),
    unlimited: codes ? true : product.stock === null,
    stock: codes || product.stock === null ? '' : String(product.stock),
    category: product.category ? String(product.category.id) : '',
    provider: product.provider_id === null ? '' : String(product.provider_id),
    country: product.country ?? '',
    type: product.type,
    departments: product.department_ids,
    active: product.active,
    featured: product.featured,
    send_users: product.send_users,
  };
}

/** Whether the form asks for a stock: code products count the codes of their pool. */
export function needsStock(values: Pick<ProductFormValues, 'type' | 'unlimited'>): boolean {
  return !isCodeType(values.type) && !values.unlimited;
}

export function validateProductForm(values: ProductFormValues): FieldChecks {
  const errors: Partial<Record<keyof ProductFormValues, ProductErrorKey>> = {};
  const name = [...values.name.trim()].length;
  if (name === 0) errors.name = 'catalog.admin.product.errors.nameRequired';
  else if (name > PRODUCT_LIMITS.nameMaxLength)
    errors.name = 'catalog.admin.product.errors.nameTooLong';
  if ([...values.name_en.trim()].length > PRODUCT_LIMITS.nameMaxLength)
    errors.name_en = 'catalog.admin.product.errors.nameTooLong';
  if ([...values.description.trim()].length > PRODUCT_LIMITS.descriptionMaxLength)
    errors.description = 'catalog.admin.product.errors.descriptionTooLong';
  const points = parseWholeNumber(values.points);
  if (points === null || points < 1 || points > PRODUCT_LIMITS.maxPoints)
    errors.points = 'catalog.admin.product.errors.pointsInvalid';
  if (needsStock(values) && parseWholeNumber(values.stock) === null)
    errors.stock = 'catalog.admin.product.errors.stockInvalid';
  const country = values.country.trim();
  if (country && !COUNTRY.test(country))
    errors.country = 'catalog.admin.product.errors.countryInvalid';
  if (values.departments.length > PRODUCT_LIMITS.maxDepartments)
    errors.departments = 'catalog.admin.product.errors.departmentsTooMany';
  return errors;
}

const idOrNull = (value: string): number | null => parseWholeNumber(value);

/** The body of a valid form: trimmed texts (a blank English name clears it), null for no limit,
 *  category, provider or country, the country in capitals, and the images' keys in order. */
export function toProductInput(
  values: ProductFormValues,
  imageKeys: readonly string[],
  productId: number | null,
): ProductInput {
  const country = values.country.trim().toUpperCase();
  return {
    ...(productId === null ? {} : { id: productId }),
    name: values.name.trim(),
    name_en: values.name_en.trim() || null,
    description: values.description.trim(),
    points: Number(values.points.trim()),
    stock: needsStock(values) ? Number(values.stock.trim()) : null,
    category_id: idOrNull(values.category),
    provider_id: idOrNull(values.provider),
    country: country || null,
    type: values.type,
    department_ids: [...values.departments],
    active: values.active,
    featured: values.featured,
    send_users: values.send_users,
    image_keys: [...imageKeys],
  };
}
