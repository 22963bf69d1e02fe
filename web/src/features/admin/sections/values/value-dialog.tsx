import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  createCorporateValue,
  updateCorporateValue,
  type AdminCorporateValue,
} from '@/api/admin-values';
import { queryKeys } from '@/api/query-keys';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';

import { EmojiField } from '../../components/emoji-field';
import { FormError } from '../../components/form-error';
import { useCompactDialog } from '../../hooks/use-compact-dialog';
import { useFieldError } from '../../hooks/use-field-error';
import { schemaResolver } from '../../lib/form-resolver';

import {
  toValueInput,
  VALUE_LIMITS,
  validateValueForm,
  valueFormFrom,
  type ValueFormValues,
} from './value-form-schema';

export type ValueDialogProps = { value: AdminCorporateValue | null; onClose: () => void };

/** Creates or edits a corporate value. */
export function ValueDialog({ value, onClose }: ValueDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const titleId = useId();
  const compact = useCompactDialog();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ValueFormValues>({
    defaultValues: valueFormFrom(value),
    resolver: schemaResolver(validateValueForm),
  });
  const save = useMutation({
    mutationFn: (values: ValueFormValues) =>
      value
        ? updateCorporateValue(value.id, toValueInput(values))
        : createCorporateValue(toValueInput(values)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.corporateValues });
      showToast(
        t(value ? 'admin.values.updated' : 'admin.values.created', { name: saved.name }),
        'success',
      );
      onClose();
    },
  });
  const fieldError = useFieldError(errors, save.error);
  const nameField = register('name');
  const descriptionField = register('description');
  const emojiField = register('emoji');

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
        {value ? t('admin.values.editTitle', { name: value.name }) : t('admin.values.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2.5}
          onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        >
          <FormError error={save.error} shownFields={['name', 'description', 'emoji']} />
          <TextInput
            {...nameField}
            inputRef={nameField.ref}
            id={`${formId}-name`}
            label={t('admin.values.fields.name')}
            required
            error={Boolean(fieldError('name'))}
            helperText={fieldError('name')}
            inputProps={{ maxLength: VALUE_LIMITS.nameMaxLength }}
          />
          <TextInput
            {...descriptionField}
            inputRef={descriptionField.ref}
            id={`${formId}-description`}
            label={t('admin.values.fields.description')}
            multiline
            minRows={2}
            error={Boolean(fieldError('description'))}
            helperText={fieldError('description')}
            inputProps={{ maxLength: VALUE_LIMITS.descriptionMaxLength }}
          />
          <EmojiField
            {...emojiField}
            inputRef={emojiField.ref}
            id={`${formId}-emoji`}
            label={t('admin.values.fields.emoji')}
            maxLength={VALUE_LIMITS.emojiMaxLength}
            error={Boolean(fieldError('emoji'))}
            helperText={fieldError('emoji')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {value ? t('admin.common.save') : t('admin.values.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
