import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ProductCategory } from '@/api/types';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { NumberField } from '@/components/form/fields/number-field';
import { SelectField } from '@/components/form/fields/select-field';
import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { productCategoriesQueryOptions } from '@/lib/calls/catalog';
import { departmentDetailsQueryOptions, type DepartmentDetail } from '@/lib/calls/directory';

import { PRODUCT_LIMITS, saveProductMutation } from '../api/admin-products';
import { isCodeType, PRODUCT_TYPES, type Product } from '../api/products';
import { providersQueryOptions, type Provider } from '../api/providers';
import { useProductTypeLabels } from '../hooks/use-catalog-labels';
import { useProductImages } from '../hooks/use-product-images';

import {
  productFormFrom,
  toProductInput,
  validateProductForm,
  type ProductFormValues,
} from './product-form-schema';
import { ProductImagesField } from './product-images-field';

export type ProductDialogProps = {
  /** The product to edit, or null to create one. */
  product: Product | null;
  onClose: () => void;
};

/** Creates or edits a product: loads what its form offers (categories, providers, departments)
 *  first, then the form. */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const { t } = useTranslation();
  const categories = useQuery(productCategoriesQueryOptions());
  const providers = useQuery(providersQueryOptions());
  const departments = useQuery(departmentDetailsQueryOptions());
  if (categories.isSuccess && providers.isSuccess && departments.isSuccess) {
    return (
      <ProductForm
        product={product}
        categories={categories.data}
        providers={providers.data}
        departments={departments.data}
        onClose={onClose}
      />
    );
  }
  const failed = [categories, providers, departments].find((query) => query.isError);
  const title = product
    ? t('catalog.admin.product.editTitle', { name: product.name })
    : t('catalog.admin.product.createTitle');
  return (
    <ViewDialog title={title} onClose={onClose} closeLabel={t('admin.common.cancel')}>
      {failed ? (
        <LoadError
          error={failed.error}
          onRetry={() => {
            for (const query of [categories, providers, departments]) {
              if (query.isError) void query.refetch();
            }
          }}
        />
      ) : (
        <LoadingBlock label={t('catalog.admin.product.loading')} />
      )}
    </ViewDialog>
  );
}

type ProductFormProps = {
  product: Product | null;
  categories: readonly ProductCategory[];
  providers: readonly Provider[];
  departments: readonly DepartmentDetail[];
  onClose: () => void;
};

/** The form: every field of a product, checked before sending; the server's messages about a
 *  field go under it. Images still uploading, or that failed, hold the save back. */
function ProductForm({ product, categories, providers, departments, onClose }: ProductFormProps) {
  const { t } = useTranslation();
  const typeLabels = useProductTypeLabels();
  const images = useProductImages(product?.images ?? []);
  const [imagesError, setImagesError] = useState<string | null>(null);
  const form = useMutationForm({
    defaultValues: productFormFrom(product),
    validate: validateProductForm,
    mutation: saveProductMutation(),
    toRequest: (values: ProductFormValues) =>
      toProductInput(values, images.keys, product?.id ?? null),
    serverFields: {
      category_id: 'category',
      provider_id: 'provider',
      department_ids: 'departments',
    },
    successToast: (saved) =>
      t(product ? 'catalog.admin.product.saved' : 'catalog.admin.product.created', {
        name: saved.name,
      }),
    onSuccess: onClose,
  });
  const [type, unlimited] = useWatch({ control: form.form.control, name: ['type', 'unlimited'] });
  const codes = isCodeType(type);

  const submit = (event: FormEvent) => {
    if (images.uploading || images.failed) {
      event.preventDefault();
      setImagesError(
        t(
          images.uploading
            ? 'catalog.admin.product.images.waitUploads'
            : 'catalog.admin.product.images.removeFailed',
        ),
      );
      return;
    }
    setImagesError(null);
    form.submit(event);
  };

  // Active departments, and any inactive one the product is already limited to.
  const shownDepartments = departments.filter(
    (department) => department.active || product?.department_ids.includes(department.id),
  );
  // Active providers, and the product's own even when it is off.
  const shownProviders = providers.filter(
    (provider) => provider.active || provider.id === product?.provider_id,
  );

  return (
    <FormDialog
      form={{ ...form, submit }}
      title={
        product
          ? t('catalog.admin.product.editTitle', { name: product.name })
          : t('catalog.admin.product.createTitle')
      }
      submitLabel={product ? t('admin.common.save') : t('catalog.admin.product.createSubmit')}
      onClose={onClose}
      maxWidth="md"
    >
      <TextField
        name="name"
        label={t('catalog.admin.product.fields.name')}
        required
        maxLength={PRODUCT_LIMITS.nameMaxLength}
        autoComplete="off"
      />
      <TextField
        name="name_en"
        label={t('catalog.admin.product.fields.nameEn')}
        helperText={t('catalog.admin.product.fields.nameEnHelp')}
        maxLength={PRODUCT_LIMITS.nameMaxLength}
        autoComplete="off"
      />
      <TextField
        name="description"
        label={t('catalog.admin.product.fields.description')}
        lines={3}
        maxLength={PRODUCT_LIMITS.descriptionMaxLength}
      />
      <SelectField
        name="type"
        label={t('catalog.admin.product.fields.type')}
        helperText={
          codes
            ? t('catalog.admin.product.fields.typeCodesHelp')
            : t('catalog.admin.product.fields.typeHelp')
        }
        options={PRODUCT_TYPES.map((value) => ({ value, label: typeLabels[value] }))}
      />
      <NumberField
        name="points"
        label={t('catalog.admin.product.fields.points')}
        required
        autoComplete="off"
      />
      {codes ? null : (
        <>
          <SwitchField name="unlimited" label={t('catalog.admin.product.fields.unlimited')} />
          {unlimited ? null : (
            <NumberField
              name="stock"
              label={t('catalog.admin.product.fields.stock')}
              required
              autoComplete="off"
            />
          )}
        </>
      )}
      <SelectField
        name="category"
        label={t('catalog.admin.product.fields.category')}
        options={[
          { value: '', label: t('catalog.admin.product.fields.noCategory') },
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
      />
      <SelectField
        name="provider"
        label={t('catalog.admin.product.fields.provider')}
        helperText={
          providers.length === 0 ? t('catalog.admin.product.fields.noProviders') : undefined
        }
        options={[
          { value: '', label: t('catalog.admin.product.fields.noProvider') },
          ...shownProviders.map((provider) => ({
            value: String(provider.id),
            label: provider.name,
          })),
        ]}
      />
      <TextField
        name="country"
        label={t('catalog.admin.product.fields.country')}
        helperText={t('catalog.admin.product.fields.countryHelp')}
        maxLength={2}
        autoComplete="off"
        sx={{ maxWidth: 320 }}
      />
      <CheckboxGroupField
        name="departments"
        label={t('catalog.admin.product.fields.departments')}
        helperText={t('catalog.admin.product.fields.departmentsHelp')}
        row
        options={shownDepartments.map((department) => ({
          value: department.id,
          label: department.name,
        }))}
      />
      <SwitchField
        name="active"
        label={t('catalog.admin.product.fields.active')}
        helperText={t('catalog.admin.product.fields.activeHelp')}
      />
      <SwitchField
        name="featured"
        label={t('catalog.admin.product.fields.featured')}
        helperText={t('catalog.admin.product.fields.featuredHelp')}
      />
      <SwitchField
        name="send_users"
        label={t('catalog.admin.product.fields.sendUsers')}
        helperText={t('catalog.admin.product.fields.sendUsersHelp')}
      />
      <ProductImagesField images={images} error={imagesError ?? undefined} />
    </FormDialog>
  );
}
