import { useTranslation } from 'react-i18next';

import type { AttachmentsFieldTexts } from '@/components/form/attachments-field';

/** The attachment field's words. */
export function useAttachmentTexts(): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t('suggestions.attachments.attach'),
    help: t('suggestions.attachments.help'),
    rejected: (reason, name) => t(`suggestions.attachments.rejected.${reason}`, { name }),
    uploading: (name) => t('suggestions.attachments.uploading', { name }),
    uploaded: (name) => t('suggestions.attachments.uploaded', { name }),
    uploadFailed: (reason) => t('suggestions.attachments.uploadFailed', { reason }),
    remove: (name) => t('suggestions.attachments.remove', { name }),
  };
}
