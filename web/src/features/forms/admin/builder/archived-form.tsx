import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import type { FormVersion } from '../admin-forms-api';
import { inLanguage } from '../form-text';

import { VersionLine } from './version-line';

export type ArchivedFormProps = { version: FormVersion; onBack: () => void };

/** An archived form: it can be looked at, not edited (people can no longer answer it). */
export function ArchivedForm({ version, onBack }: ArchivedFormProps) {
  const { t, i18n } = useTranslation();
  const title = inLanguage(version.definition.title, i18n.language);
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('forms.admin.builder.back')}
        </Button>
      </Box>
      <SectionHeader title={title} />
      <VersionLine version={version} dirty={false} />
      <Alert severity="info">{t('forms.admin.builder.archived')}</Alert>
    </Stack>
  );
}
