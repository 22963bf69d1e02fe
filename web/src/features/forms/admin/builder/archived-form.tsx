import ArrowBack from '@mui/icons-material/ArrowBack';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldsRead } from '@/components/forms/builder/condition-model';
import { draftFrom } from '@/components/forms/builder/draft';
import { SectionHeader } from '@/components/layout/section-header';
import { lazyComponent } from '@/lib/lazy-route';
import { useDocumentTitle } from '@/lib/use-document-title';

import type { FormVersion } from '../admin-forms-api';
import { inLanguage } from '../form-text';

import { VersionLine } from './version-line';

const PreviewDialog = lazy(
  lazyComponent(() => import('@/components/forms/builder/preview-dialog'), 'PreviewDialog'),
);

export type ArchivedFormProps = { version: FormVersion; onBack: () => void };

/** An archived form: it can be looked at, not edited (people can no longer answer it). */
export function ArchivedForm({ version, onBack }: ArchivedFormProps) {
  const { t, i18n } = useTranslation();
  const title = inLanguage(version.definition.title, i18n.language);
  useDocumentTitle(title);
  const [previewing, setPreviewing] = useState(false);
  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('forms.admin.builder.back')}
        </Button>
      </Box>
      <SectionHeader
        title={title}
        action={
          <Button
            variant="outlined"
            startIcon={<VisibilityOutlined />}
            onClick={() => setPreviewing(true)}
          >
            {t('forms.admin.builder.preview')}
          </Button>
        }
      />
      <VersionLine version={version} dirty={false} />
      <Alert severity="info">{t('forms.admin.builder.archived')}</Alert>
      {previewing ? (
        <Suspense fallback={null}>
          <PreviewDialog
            definition={version.definition}
            problems={0}
            fields={fieldsRead(draftFrom(version.definition).questions)}
            onClose={() => setPreviewing(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
