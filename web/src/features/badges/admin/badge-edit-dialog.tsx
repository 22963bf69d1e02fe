import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { updateBadgeMutation, type Badge } from '../api/badges';

import { badgeTextsFrom, toBadgeChanges, validateBadgeTexts } from './badge-form-schema';
import { BadgeTextFields } from './badge-text-fields';

export type BadgeEditDialogProps = { badge: Badge; onClose: () => void };

/** Edits a badge's texts: name, description and their English versions (blank clears an
 *  optional one). The image stays. */
export function BadgeEditDialog({ badge, onClose }: BadgeEditDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: badgeTextsFrom(badge),
    validate: validateBadgeTexts,
    mutation: updateBadgeMutation(badge.id),
    toRequest: toBadgeChanges,
    successToast: (saved) => t('admin.badges.updated', { name: saved.name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('admin.badges.editTitle', { name: badge.name })}
      submitLabel={t('admin.common.save')}
      onClose={onClose}
      intro={
        <Box
          component="img"
          src={badge.image_url}
          alt=""
          sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1 }}
        />
      }
    >
      <BadgeTextFields />
    </FormDialog>
  );
}
