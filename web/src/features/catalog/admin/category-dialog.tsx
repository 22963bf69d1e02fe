import { useTranslation } from 'react-i18next';

import type { ProductCategory } from '@/api/types';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { CATEGORY_LIMITS, saveCategoryMutation } from '../api/categories';

import { categoryFormFrom, toCategoryInput, validateCategoryForm } from './category-form-schema';

export type CategoryDialogProps = {
  /** The category to edit, or null to add one. */
  category: ProductCategory | null;
  onClose: () => void;
};

/** Adds a category (at the end of the list), or renames one and changes its icon. */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: categoryFormFrom(category),
    validate: validateCategoryForm,
    mutation: saveCategoryMutation(category?.id ?? null),
    toRequest: toCategoryInput,
    codeFields: { category_exists: 'name' },
    successToast: (saved) =>
      t(category ? 'catalog.admin.categories.saved' : 'catalog.admin.categories.created', {
        name: saved.name,
      }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={
        category
          ? t('catalog.admin.categories.editTitle', { name: category.name })
          : t('catalog.admin.categories.createTitle')
      }
      submitLabel={category ? t('admin.common.save') : t('catalog.admin.categories.createSubmit')}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('catalog.admin.categories.fields.name')}
        required
        maxLength={CATEGORY_LIMITS.nameMaxLength}
        autoComplete="off"
      />
      <TextField
        name="icon"
        label={t('catalog.admin.categories.fields.icon')}
        helperText={t('catalog.admin.categories.fields.iconHelp')}
        autoComplete="off"
      />
    </FormDialog>
  );
}
