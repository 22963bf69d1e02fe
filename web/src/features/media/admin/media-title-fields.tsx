import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';

import { MEDIA_TITLE_MAX_LENGTH } from '../api/media';

/** An item's title and its optional English title. */
export function MediaTitleFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="title"
        label={t('admin.media.fields.title')}
        required
        maxLength={MEDIA_TITLE_MAX_LENGTH}
        helperText={t('admin.media.fields.titleHelp')}
      />
      <TextField
        name="title_en"
        label={t('admin.media.fields.titleEn')}
        maxLength={MEDIA_TITLE_MAX_LENGTH}
        helperText={t('admin.media.fields.titleEnHelp')}
      />
    </>
  );
}
