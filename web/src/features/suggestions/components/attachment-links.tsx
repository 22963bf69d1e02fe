import AttachFile from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { SuggestionAttachment } from '../api/suggestions';

/** A suggestion's or an idea's files, each a link to its read URL (valid for an hour). */
export function AttachmentLinks({ files }: { files: readonly SuggestionAttachment[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('suggestions.attachments.title')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {files.map((file) => (
          <Stack
            component="li"
            key={file.key}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <AttachFile fontSize="small" aria-hidden />
            <Link href={file.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Link>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
