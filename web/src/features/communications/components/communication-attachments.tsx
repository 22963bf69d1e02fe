import AttachFile from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { CommunicationAttachment } from '../api/communications';

export type CommunicationAttachmentsProps = { attachments: readonly CommunicationAttachment[] };

/** A communication's files as links (each opens or downloads through its signed address). */
export function CommunicationAttachments({ attachments }: CommunicationAttachmentsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const titleId = useId();
  if (attachments.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} variant="h3" component="h2">
        {t('communications.detail.attachments')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {attachments.map((file) => (
          <li key={file.key}>
            <Link
              href={file.url}
              target="_blank"
              rel="noopener"
              download={file.name}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                overflowWrap: 'anywhere',
              }}
            >
              <AttachFile fontSize="small" aria-hidden />
              {t('communications.detail.download', {
                name: file.name,
                size: format.fileSize(file.size),
              })}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
