import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/lib/use-document-title';

import { SectionHeader } from '../../components/section-header';

import { LevelsPanel } from './levels-panel';
import { PodiumSettingsPanel } from './podium-settings-panel';

/** Podium settings and the level list. */
export function PodiumPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.podiumPage.title'));
  return (
    <Stack spacing={3}>
      <SectionHeader
        title={t('admin.podiumPage.title')}
        description={t('admin.podiumPage.description')}
      />
      <PodiumSettingsPanel />
      <LevelsPanel />
    </Stack>
  );
}
