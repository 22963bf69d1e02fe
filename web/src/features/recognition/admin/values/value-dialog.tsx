import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { saveCorporateValueMutation, type AdminCorporateValue } from '../api/values';
import { NamedItemFields } from '../components/named-item-fields';

import { toValueInput, VALUE_LIMITS, validateValueForm, valueFormFrom } from './value-form-schema';

export type ValueDialogProps = { value: AdminCorporateValue | null; onClose: () => void };

/** Creates or edits a corporate value. */
export function ValueDialog({ value, onClose }: ValueDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: valueFormFrom(value),
    validate: validateValueForm,
    mutation: saveCorporateValueMutation(value),
    toRequest: toValueInput,
    successToast: (saved) =>
      t(value ? 'admin.values.updated' : 'admin.values.created', { name: saved.name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={
        value ? t('admin.values.editTitle', { name: value.name }) : t('admin.values.createTitle')
      }
      submitLabel={value ? t('admin.common.save') : t('admin.values.create')}
      onClose={onClose}
    >
      <NamedItemFields
        labels={{
          name: t('admin.values.fields.name'),
          description: t('admin.values.fields.description'),
          emoji: t('admin.values.fields.emoji'),
        }}
        limits={VALUE_LIMITS}
      />
      <TextField
        name="colour"
        label={t('admin.values.fields.colour')}
        helperText={t('admin.values.fields.colourHelp')}
        maxLength={7}
        autoComplete="off"
      />
      <TextField
        name="examples"
        label={t('admin.values.fields.examples')}
        helperText={t('admin.values.fields.examplesHelp')}
        lines={3}
      />
      <TextField
        name="examplesEn"
        label={t('admin.values.fields.examplesEn')}
        helperText={t('admin.values.fields.examplesHelp')}
        lines={3}
      />
      <TextField
        name="keywords"
        label={t('admin.values.fields.keywords')}
        helperText={t('admin.values.fields.keywordsHelp')}
        autoComplete="off"
      />
      <TextField
        name="keywordsEn"
        label={t('admin.values.fields.keywordsEn')}
        helperText={t('admin.values.fields.keywordsHelp')}
        autoComplete="off"
      />
    </FormDialog>
  );
}
