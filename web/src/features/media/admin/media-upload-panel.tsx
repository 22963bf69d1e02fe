import { useTranslation } from 'react-i18next';

import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';

import { createMediaMutation } from '../api/media';

import { EMPTY_UPLOAD, toNewMedia, validateMediaUpload } from './media-form-schema';
import { MediaImageField } from './media-image-field';
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
        <MediaImageField />
        <MediaTitleFields />
      </InlineForm>
    </Panel>
  );
}
