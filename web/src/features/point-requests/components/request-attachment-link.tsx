import AttachFile from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

import type { PointRequest } from '../api/point-requests';

export type RequestAttachmentLinkProps = {
  attachment: NonNullable<PointRequest['attachment']>;
};

/** The file backing a request, opened in another tab through its signed address. */
export function RequestAttachmentLink({ attachment }: RequestAttachmentLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      href={attachment.url}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      <AttachFile fontSize="small" aria-hidden />
      {t('pointRequests.attachment', { name: attachment.name })}
    </Link>
  );
}
