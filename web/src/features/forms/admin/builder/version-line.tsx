import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { StatusChip } from '@/components/status-chip';

import type { FormVersion } from '../admin-forms-api';

export type VersionLineProps = { version: FormVersion | null; dirty: boolean };

/** Which version is kept and when it was saved, and whether there are changes not saved yet. */
export function VersionLine({ version, dirty }: VersionLineProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      role="status"
    >
      <Typography variant="body2" color="text.secondary">
        {version ? (
          <>
            {t('forms.admin.builder.versionSaved', { version: version.version })}{' '}
            <DateText value={version.created_at} />
          </>
        ) : (
          t('forms.admin.builder.notSaved')
        )}
      </Typography>
      {dirty ? (
        <StatusChip label={t('forms.admin.builder.dirty')} current={false} color="warning" />
      ) : null}
    </Stack>
  );
}
