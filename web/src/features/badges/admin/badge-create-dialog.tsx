import { useTranslation } from 'react-i18next';

import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { createBadgeMutation } from '../api/badges';

import { EMPTY_BADGE, toNewBadge, validateBadgeForm } from './badge-form-schema';
import { BadgeImageField } from './badge-image-field';
import { BadgeTextFields } from './badge-text-fields';

export type BadgeCreateDialogProps = { onClose: () => void };

/** Creates a badge from an image (checked here and on the server), a name and a description,
 *  with their optional English versions. */
export function BadgeCreateDialog({ onClose }: BadgeCreateDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: EMPTY_BADGE,
    validate: validateBadgeForm,
    mutation: createBadgeMutation(),
    toRequest: toNewBadge,
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
      <BadgeTextFields />
    </FormDialog>
  );
}
