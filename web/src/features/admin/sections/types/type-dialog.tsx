import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  createRecognitionType,
  updateRecognitionType,
  type AdminRecognitionType,
  type SuperRecognitionType,
} from '@/api/admin-types';
import { queryKeys } from '@/api/query-keys';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';

import { EmojiField } from '../../components/emoji-field';
import { FormError } from '../../components/form-error';
import { NativeSelectField } from '../../components/native-select-field';
import { useCompactDialog } from '../../hooks/use-compact-dialog';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';

import { NewSubTypesField } from './new-sub-types-field';
import { SubTypesEditor } from './sub-types-editor';
import {
  emptyTypeForm,
  ROLES,
  toTypeInput,
  TYPE_LIMITS,
  typeFormFrom,
  validateTypeForm,
  type TypeFormValues,
} from './type-form-schema';

export type TypeDialogProps = {
  /** null creates a new type. */
  type: AdminRecognitionType | null;
  superTypes: readonly SuperRecognitionType[];
  onClose: () => void;
};

const SHOWN_FIELDS = ['name', 'description', 'emoji', 'min_points', 'max_points', 'roles'];

/** Creates or edits a recognition type: texts, bounds, roles, special, super type, sub types. */
export function TypeDialog({ type, superTypes, onClose }: TypeDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const titleId = useId();
  const queryClient = useQueryClient();
  const compact = useCompactDialog();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TypeFormValues>({
    defaultValues: type ? typeFormFrom(type) : emptyTypeForm(),
    resolver: schemaResolver(validateTypeForm),
  });
  const save = useMutation({
    mutationFn: (values: TypeFormValues) => {
      const input = toTypeInput(values);
      if (!type) return createRecognitionType(input);
      // Existing sub types are edited in their own list; PATCH's sub_types would add more.
      const changes: Partial<typeof input> = { ...input };
      delete changes.sub_types;
      return updateRecognitionType(type.id, changes);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.recognitionTypes });
      showToast(
        t(type ? 'admin.types.updated' : 'admin.types.created', { name: saved.name }),
        'success',
      );
      onClose();
    },
  });
  const fieldError = useFieldError(errors, save.error);
  const special = useWatch({ control, name: 'special' });

  const nameField = register('name');
  const descriptionField = register('description');
  const emojiField = register('emoji');
  const minField = register('min_points');
  const maxField = register('max_points');

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>
        {type ? t('admin.types.editTitle', { name: type.name }) : t('admin.types.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2.5}
          onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        >
          <FormError error={save.error} shownFields={SHOWN_FIELDS} />
          <TextInput
            {...nameField}
            inputRef={nameField.ref}
            id={`${formId}-name`}
            label={t('admin.types.fields.name')}
            required
            error={Boolean(fieldError('name'))}
            helperText={fieldError('name')}
            inputProps={{ maxLength: TYPE_LIMITS.nameMaxLength }}
          />
          <TextInput
            {...descriptionField}
            inputRef={descriptionField.ref}
            id={`${formId}-description`}
            label={t('admin.types.fields.description')}
            multiline
            minRows={2}
            error={Boolean(fieldError('description'))}
            helperText={fieldError('description')}
            inputProps={{ maxLength: TYPE_LIMITS.descriptionMaxLength }}
          />
          <EmojiField
            {...emojiField}
            inputRef={emojiField.ref}
            id={`${formId}-emoji`}
            label={t('admin.types.fields.emoji')}
            maxLength={TYPE_LIMITS.emojiMaxLength}
            error={Boolean(fieldError('emoji'))}
            helperText={fieldError('emoji') ?? t('admin.types.fields.emojiHelp')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              {...minField}
              inputRef={minField.ref}
              id={`${formId}-min`}
              label={t('admin.types.fields.minPoints')}
              required
              inputMode="numeric"
              error={Boolean(fieldError('min_points'))}
              helperText={fieldError('min_points')}
            />
            <TextInput
              {...maxField}
              inputRef={maxField.ref}
              id={`${formId}-max`}
              label={t('admin.types.fields.maxPoints')}
              required
              inputMode="numeric"
              error={Boolean(fieldError('max_points'))}
              helperText={fieldError('max_points')}
            />
          </Stack>
          <Controller
            control={control}
            name="roles"
            render={({ field }) => (
              <FormControl
                component="fieldset"
                error={Boolean(fieldError('roles'))}
                required
                aria-describedby={`${formId}-roles-help`}
              >
                <FormLabel component="legend">{t('admin.types.fields.roles')}</FormLabel>
                <FormGroup row>
                  {ROLES.map((role) => (
                    <FormControlLabel
                      key={role}
                      label={t(`admin.roles.${role}`)}
                      control={
                        <Checkbox
                          checked={field.value.includes(role)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, role]
                                : field.value.filter((r) => r !== role),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText id={`${formId}-roles-help`}>
                  {fieldError('roles') ?? t('admin.types.fields.rolesHelp')}
                </FormHelperText>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="special"
            render={({ field }) => (
              <FormControl>
                <FormControlLabel
                  label={t('admin.types.fields.special')}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': `${formId}-special-help` } }}
                    />
                  }
                />
                <FormHelperText id={`${formId}-special-help`} sx={{ mt: 0 }}>
                  {special
                    ? t('admin.types.fields.specialOn')
                    : t('admin.types.fields.specialHelp')}
                </FormHelperText>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="super_type_id"
            render={({ field }) => (
              <NativeSelectField
                id={`${formId}-super-type`}
                label={t('admin.types.fields.superType')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              >
                <option value="">{t('admin.types.fields.noSuperType')}</option>
                {superTypes.map((superType) => (
                  <option key={superType.id} value={String(superType.id)}>
                    {superType.name}
                  </option>
                ))}
              </NativeSelectField>
            )}
          />
          {type ? null : (
            <Controller
              control={control}
              name="sub_types"
              render={({ field }) => (
                <NewSubTypesField names={field.value} onChange={field.onChange} />
              )}
            />
          )}
        </Stack>
        {type ? <SubTypesEditor typeId={type.id} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {type ? t('admin.common.save') : t('admin.types.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
