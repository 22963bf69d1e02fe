import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ImageFileField } from '@/components/form/fields/image-file-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { BADGE_IMAGE_TYPES, createBadgeMutation } from '../api/badges';

import { checkBadgeImage, EMPTY_BADGE, toNewBadge, validateBadgeForm } from './badge-form-schema';
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
      <ImageFileField
        name="image"
        types={BADGE_IMAGE_TYPES}
        check={checkBadgeImage}
        chooseLabel={t('admin.badges.chooseImage')}
        changeLabel={t('admin.badges.changeImage')}
        helperText={t('admin.badges.imageHelp')}
        previewAlt={t('admin.badges.previewAlt')}
        placeholder={
          <Typography component="span" sx={{ fontSize: 36 }}>
            🏅
          </Typography>
        }
      />
      <BadgeTextFields />
    </FormDialog>
  );
}
