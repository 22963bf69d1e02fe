import { useTranslation } from 'react-i18next';

import type { AttachmentsFieldTexts } from '@/components/form/attachments-field';

/** The request form's words for its one optional file (an image or a PDF, 10 MB). */
export function usePointRequestAttachmentTexts(): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t('pointRequests.form.attachments.attach'),
    help: t('pointRequests.form.attachments.help'),
    rejected: (reason, name) => t(`pointRequests.form.attachments.rejected.${reason}`, { name }),
    uploading: (name) => t('pointRequests.form.attachments.uploading', { name }),
    uploaded: (name) => t('pointRequests.form.attachments.uploaded', { name }),
    uploadFailed: (reason) => t('pointRequests.form.attachments.uploadFailed', { reason }),
    remove: (name) => t('pointRequests.form.attachments.remove', { name }),
  };
}
