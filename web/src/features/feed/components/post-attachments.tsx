import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { PostAttachment } from '../api/feed';

export type PostAttachmentsProps = { attachments: readonly PostAttachment[] };

const isImage = (attachment: PostAttachment) => attachment.content_type.startsWith('image/');

/** Images inline (each opens full size), other files as download links. */
export function PostAttachments({ attachments }: PostAttachmentsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (attachments.length === 0) return null;
  const images = attachments.filter(isImage);
  const files = attachments.filter((attachment) => !isImage(attachment));

  return (
    <Stack spacing={1}>
      {images.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns:
              images.length > 1 ? 'repeat(auto-fill, minmax(140px, 1fr))' : '1fr',
          }}
        >
          {images.map((image) => (
            <Link
              key={image.key}
              href={image.url}
              target="_blank"
              rel="noopener"
              aria-label={t('post.openImage', { name: image.name })}
              sx={{ display: 'block', lineHeight: 0 }}
            >
              <Box
                component="img"
                src={image.url}
                alt={image.name}
                loading="lazy"
                sx={{
                  width: '100%',
                  maxHeight: images.length > 1 ? 180 : 360,
                  objectFit: images.length > 1 ? 'cover' : 'contain',
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                }}
              />
            </Link>
          ))}
        </Box>
      ) : null}
      {files.map((file) => (
        <Link
          key={file.key}
          href={file.url}
          download={file.name}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          <AttachFile fontSize="small" aria-hidden />
          {t('post.download', { name: file.name, size: format.fileSize(file.size) })}
        </Link>
      ))}
    </Stack>
  );
}
