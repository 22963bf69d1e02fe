import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FieldRow } from '@/components/form/field-row';
import { CheckboxField } from '@/components/form/fields/checkbox-field';
import { CheckboxGroupField } from '@/components/form/fields/checkbox-group-field';
import { NumberField } from '@/components/form/fields/number-field';
import { SelectField } from '@/components/form/fields/select-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useOrgWording } from '@/lib/use-org-wording';

import {
  saveRecognitionTypeMutation,
  type AdminRecognitionType,
  type SuperRecognitionType,
} from '../api/types';
import { NamedItemFields } from '../components/named-item-fields';

import { NewSubTypesField } from './new-sub-types-field';
import { SubTypesEditor } from './sub-types-editor';
import {
  emptyTypeForm,
  ROLES,
  toTypeInput,
  TYPE_LIMITS,
  typeFormFrom,
  validateTypeForm,
} from './type-form-schema';

export type TypeDialogProps = {
  /** null creates a new type. */
  type: AdminRecognitionType | null;
  superTypes: readonly SuperRecognitionType[];
  onClose: () => void;
};

/** Creates or edits a recognition type: texts, bounds, roles, special, super type, sub types. */
export function TypeDialog({ type, superTypes, onClose }: TypeDialogProps) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const form = useMutationForm({
    defaultValues: type ? typeFormFrom(type) : emptyTypeForm(),
    validate: validateTypeForm,
    mutation: saveRecognitionTypeMutation(type),
    toRequest: toTypeInput,
    successToast: (saved) =>
      t(type ? 'admin.types.updated' : 'admin.types.created', { name: saved.name }),
    onSuccess: onClose,
  });
  const special = useWatch({ control: form.form.control, name: 'special' });

  return (
    <FormDialog
      form={form}
      title={type ? t('admin.types.editTitle', { name: type.name }) : t('admin.types.createTitle')}
      submitLabel={type ? t('admin.common.save') : t('admin.types.create')}
      onClose={onClose}
      after={type ? <SubTypesEditor typeId={type.id} /> : null}
    >
      <NamedItemFields
        labels={{
          name: t('admin.types.fields.name'),
          description: t('admin.types.fields.description'),
          emoji: t('admin.types.fields.emoji'),
          emojiHelp: t('admin.types.fields.emojiHelp'),
        }}
        limits={TYPE_LIMITS}
      />
      <FieldRow>
        <NumberField name="min_points" label={t('admin.types.fields.minPoints')} required />
        <NumberField name="max_points" label={t('admin.types.fields.maxPoints')} required />
      </FieldRow>
      <CheckboxGroupField
        name="roles"
        label={t('admin.types.fields.roles')}
        required
        row
        helperText={t('admin.types.fields.rolesHelp')}
        options={ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
      />
      <CheckboxField
        name="special"
        label={t('admin.types.fields.special')}
        helperText={
          special ? t('admin.types.fields.specialOn') : t('admin.types.fields.specialHelp')
        }
      />
      <SelectField
        name="super_type_id"
        label={t('admin.types.fields.superType')}
        options={[
          { value: '', label: t('admin.types.fields.noSuperType') },
          ...superTypes.map((superType) => ({
            value: String(superType.id),
            label: wording.name(superType),
          })),
        ]}
      />
      {type ? null : (
        <Controller
          control={form.form.control}
          name="sub_types"
          render={({ field }) => <NewSubTypesField names={field.value} onChange={field.onChange} />}
        />
      )}
    </FormDialog>
  );
}
