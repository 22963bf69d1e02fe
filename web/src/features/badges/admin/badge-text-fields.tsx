import { useTranslation } from 'react-i18next';

import { EnglishWordingFields } from '@/components/form/fields/english-wording-fields';
import { TextField } from '@/components/form/fields/text-field';

import { BADGE_DESCRIPTION_MAX_LENGTH, BADGE_NAME_MAX_LENGTH } from '../api/badges';

/** A badge's name and description, and their optional English version. */
export function BadgeTextFields() {
  const { t } = useTranslation();
  return (
    <>
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
      <EnglishWordingFields />
    </>
  );
}
