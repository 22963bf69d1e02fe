import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';
import { DateTimeText } from '@/components/date-text';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { FileVersion } from '../api/files';
import { shortHash } from '../lib/file-rules';

/** Every version, newest first: number, date, who uploaded it, their note, size, and the SHA-256
 *  (shortened, with a button copying it whole); each opens or downloads. */
export function VersionsList({
  versions,
  currentId,
}: {
  versions: readonly FileVersion[];
  currentId: number;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Stack
      component="ol"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('files.versions.title')}
    >
      {versions.map((version) => (
        <Paper
          component="li"
          variant="outlined"
          key={version.id}
          sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
          data-testid="file-version"
        >
          <Stack spacing={0.75}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                {t('files.versions.number', { number: version.number })}
              </Typography>
              {version.id === currentId ? (
                <Chip size="small" color="primary" label={t('files.versions.current')} />
              ) : null}
              <Typography variant="body2" color="text.secondary">
                <DateTimeText value={version.created_at} />
                {version.uploaded_by ? ` · ${version.uploaded_by.full_name}` : ''}
                {` · ${format.fileSize(version.size)}`}
              </Typography>
            </Stack>
            {version.note ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {version.note}
              </Typography>
            ) : null}
            <Stack
              direction="row"
              useFlexGap
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ fontFamily: 'monospace' }}
                title={version.sha256}
              >
                {t('files.versions.sha', { hash: shortHash(version.sha256) })}
              </Typography>
              <CopyButton
                text={version.sha256}
                label={t('files.versions.copy')}
                copiedLabel={t('files.versions.copied')}
                failedLabel={t('files.versions.copyFailed')}
                ariaLabel={t('files.versions.copyAria', { number: version.number })}
                variant="text"
              />
              <Link href={version.url} target="_blank" rel="noopener noreferrer" variant="body2">
                {t('files.versions.open', { number: version.number })}
              </Link>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
