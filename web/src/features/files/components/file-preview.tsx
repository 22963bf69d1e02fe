import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { FileVersion } from '../api/files';
import { kindOfType } from '../lib/file-rules';

/** Whether a read URL is of this origin: the page's Content-Security-Policy lets frames show
 *  only those (default-src 'self'; object-src 'none'), so a PDF kept elsewhere opens in a tab. */
function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The current version shown inline: an image as itself, a PDF in a frame (when the policy
 *  allows it), with "Abrir" in a new tab; other types say they are downloaded. */
export function FilePreview({ name, version }: { name: string; version: FileVersion }) {
  const { t } = useTranslation();
  const kind = kindOfType(version.content_type);
  const open = (
    <Button
      component="a"
      href={version.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      startIcon={<OpenInNewOutlined />}
    >
      {t('files.preview.open')}
    </Button>
  );
  if (kind === 'image') {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={version.url}
          alt={t('files.preview.imageAlt', { name })}
          sx={{
            maxWidth: '100%',
            maxHeight: { xs: 360, md: 560 },
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
        {open}
      </Stack>
    );
  }
  if (kind === 'pdf') {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {sameOrigin(version.url) ? (
          <Box
            component="iframe"
            src={version.url}
            title={t('files.preview.pdfTitle', { name })}
            sx={{
              width: '100%',
              height: { xs: 420, md: 640 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        ) : (
          <Typography color="text.secondary">{t('files.preview.pdfElsewhere')}</Typography>
        )}
        {open}
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography color="text.secondary">{t('files.preview.none')}</Typography>
    </Paper>
  );
}
