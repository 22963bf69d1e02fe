import { useTranslation } from 'react-i18next';

import type { AttachmentsFieldTexts } from '@/components/form/attachments-field';

import { SEND_LIMITS } from '../api/recognition';

/** The send dialog's words for its attachments (images or PDF, 10 MB, at most 5). */
export function useAttachmentTexts(): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t('send.attach'),
    help: t('send.attachHelp', { max: SEND_LIMITS.maxAttachments }),
    rejected: (reason, name) => t(`send.attachRejected.${reason}`, { name }),
    uploading: (name) => t('send.uploading', { name }),
    uploaded: (name) => t('send.uploaded', { name }),
    uploadFailed: (reason) => t('send.uploadFailed', { reason }),
    remove: (name) => t('send.removeAttachment', { name }),
  };
}
