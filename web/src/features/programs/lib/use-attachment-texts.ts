import { useTranslation } from 'react-i18next';

import type { AttachmentsFieldTexts } from '@/components/form/attachments-field';

/** The evidence dialog's words for its one file: a photo, or any document (10 MB). */
export function useEvidenceAttachmentTexts(photo: boolean): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t(photo ? 'programs.submit.file.attachPhoto' : 'programs.submit.file.attach'),
    help: t(photo ? 'programs.submit.file.helpPhoto' : 'programs.submit.file.help'),
    rejected: (reason, name) => t(`programs.submit.file.rejected.${reason}`, { name }),
    uploading: (name) => t('programs.submit.file.uploading', { name }),
    uploaded: (name) => t('programs.submit.file.uploaded', { name }),
    uploadFailed: (reason) => t('programs.submit.file.uploadFailed', { reason }),
    remove: (name) => t('programs.submit.file.remove', { name }),
  };
}
