import { useTranslation } from 'react-i18next';

import type { AttachmentsFieldTexts } from '@/components/form/attachments-field';

/** The words of a claim's one file (a photo, or any document) and of the editor's cover. */
export function useClaimAttachmentTexts(photo: boolean): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t(photo ? 'challenges.claim.file.attachPhoto' : 'challenges.claim.file.attach'),
    help: t(photo ? 'challenges.claim.file.helpPhoto' : 'challenges.claim.file.help'),
    rejected: (reason, name) => t(`challenges.claim.file.rejected.${reason}`, { name }),
    uploading: (name) => t('challenges.claim.file.uploading', { name }),
    uploaded: (name) => t('challenges.claim.file.uploaded', { name }),
    uploadFailed: (reason) => t('challenges.claim.file.uploadFailed', { reason }),
    remove: (name) => t('challenges.claim.file.remove', { name }),
  };
}
