import { useTranslation } from 'react-i18next';

import type { AttachmentsFieldTexts } from '@/components/form/attachments-field';

import { COMMUNICATION_LIMITS } from '../api/admin-communications';

/** The compose form's words for its attachments (documents and images, 10 MB, at most 5). */
export function useCommAttachmentTexts(): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t('communications.compose.attachments.attach'),
    help: t('communications.compose.attachments.help', {
      max: COMMUNICATION_LIMITS.maxAttachments,
    }),
    rejected: (reason, name) =>
      t(`communications.compose.attachments.rejected.${reason}`, { name }),
    uploading: (name) => t('communications.compose.attachments.uploading', { name }),
    uploaded: (name) => t('communications.compose.attachments.uploaded', { name }),
    uploadFailed: (reason) => t('communications.compose.attachments.uploadFailed', { reason }),
    remove: (name) => t('communications.compose.attachments.remove', { name }),
  };
}
