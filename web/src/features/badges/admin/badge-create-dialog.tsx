import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import {
  BADGE_DESCRIPTION_MAX_LENGTH,
  BADGE_NAME_MAX_LENGTH,
  createBadgeMutation,
} from '../api/badges';

import { validateBadgeForm, type BadgeFormValues } from './badge-form-schema';
import { BadgeImageField } from './badge-image-field';

const EMPTY_BADGE: BadgeFormValues = { image: null, name: '', description: '' };

export type BadgeCreateDialogProps = { onClose: () => void };

/** Creates a badge from an image (checked here and on the server), a name and a description. */
export function BadgeCreateDialog({ onClose }: BadgeCreateDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: EMPTY_BADGE,
    validate: validateBadgeForm,
    mutation: createBadgeMutation(),
    toRequest: (values) => ({
      image: values.image as File,
      name: values.name.trim(),
      description: values.description.trim() || undefined,
    }),
    successToast: (badge) => t('admin.badges.created', { name: badge.name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('admin.badges.createTitle')}
      submitLabel={t('admin.badges.create')}
      onClose={onClose}
    >
      <BadgeImageField />
      <TextField
        name="name"
        label={t('admin.badges.fields.name')}
        required
        maxLength={BADGE_NAME_MAX_LENGTH}
      />
      <TextField
        name="description"
        label={t('admin.badges.fields.description')}
        lines={2}
        maxLength={BADGE_DESCRIPTION_MAX_LENGTH}
      />
    </FormDialog>
  );
}
