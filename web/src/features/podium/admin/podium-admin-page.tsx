import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { LevelSourcesPanel } from './level-sources-panel';
import { LevelsPanel } from './levels-panel';
import { PodiumSettingsPanel } from './podium-settings-panel';

/** The console section: podium settings and the level list. */
export function PodiumAdminPage() {
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
      <LevelSourcesPanel />
    </Stack>
  );
}
