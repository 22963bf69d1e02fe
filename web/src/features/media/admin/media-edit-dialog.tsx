import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { updateMediaMutation, type MediaItem } from '../api/media';

import { mediaTitlesFrom, toMediaChanges, validateMediaTitles } from './media-form-schema';
import { MediaTitleFields } from './media-title-fields';

export type MediaEditDialogProps = { item: MediaItem; onClose: () => void };

/** Retitles an item of the library (a blank English title clears it). The picture stays. */
export function MediaEditDialog({ item, onClose }: MediaEditDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: mediaTitlesFrom(item),
    validate: validateMediaTitles,
    mutation: updateMediaMutation(item.id),
    toRequest: toMediaChanges,
    successToast: (saved) => t('admin.media.updated', { title: saved.title }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('admin.media.editTitle', { title: item.title })}
      submitLabel={t('admin.common.save')}
      onClose={onClose}
      intro={
        <Box
          component="img"
          src={item.url}
          alt=""
          sx={{ width: 72, height: 72, objectFit: 'contain', borderRadius: 1 }}
        />
      }
    >
      <MediaTitleFields />
    </FormDialog>
  );
}
