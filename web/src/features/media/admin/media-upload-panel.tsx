import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { useTranslation } from 'react-i18next';

import { ImageFileField } from '@/components/form/fields/image-file-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';

import { createMediaMutation, MEDIA_IMAGE_TYPES } from '../api/media';

import {
  checkMediaImage,
  EMPTY_UPLOAD,
  toNewMedia,
  validateMediaUpload,
} from './media-form-schema';
import { MediaTitleFields } from './media-title-fields';

/** Adds a picture or an animated GIF to the library: the file (checked here by type and size,
 *  and on the server), its title and its optional English title; the form empties after. */
export function MediaUploadPanel() {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: EMPTY_UPLOAD,
    validate: validateMediaUpload,
    mutation: createMediaMutation(),
    toRequest: toNewMedia,
    successToast: (item) => t('admin.media.created', { title: item.title }),
    onSuccess: () => form.form.reset(EMPTY_UPLOAD),
  });
  return (
    <Panel title={t('admin.media.uploadTitle')} description={t('admin.media.uploadDescription')}>
      <InlineForm form={form} submitLabel={t('admin.media.upload')}>
        <ImageFileField
          name="image"
          types={MEDIA_IMAGE_TYPES}
          check={checkMediaImage}
          chooseLabel={t('admin.media.chooseImage')}
          changeLabel={t('admin.media.changeImage')}
          helperText={t('admin.media.imageHelp')}
          previewAlt={t('admin.media.previewAlt')}
          placeholder={<PhotoLibraryOutlined sx={{ fontSize: 40, color: 'text.secondary' }} />}
          inputTestId="media-image-input"
        />
        <MediaTitleFields />
      </InlineForm>
    </Panel>
  );
}
