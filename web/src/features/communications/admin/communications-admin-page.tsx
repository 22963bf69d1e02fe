import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { CommunicationsPanel } from './communications-panel';
import { GroupsPanel } from './groups-panel';

type AdminTab = 'communications' | 'groups';

/** The address keeps the tab shown (`?tab=groups`). */
const TAB_PARAM = 'tab';

/** The console section: the communications sent (with "Nuevo comunicado" and each one's report)
 *  and, in a tab of its own, the communication groups. */
export function CommunicationsAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('communications.admin.title'));
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = params.get(TAB_PARAM) === 'groups' ? 'groups' : 'communications';

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('communications.admin.title')}
        description={t('communications.admin.description')}
      />
      <Tabs
        value={tab}
        onChange={(_, next: AdminTab) =>
          setParams(next === 'groups' ? { [TAB_PARAM]: 'groups' } : {}, { replace: true })
        }
        aria-label={t('communications.admin.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab
          value="communications"
          id="communications-admin-tab-communications"
          aria-controls="communications-admin-panel"
          label={t('communications.admin.tabs.communications')}
        />
        <Tab
          value="groups"
          id="communications-admin-tab-groups"
          aria-controls="communications-admin-panel"
          label={t('communications.admin.tabs.groups')}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="communications-admin-panel"
        aria-labelledby={`communications-admin-tab-${tab}`}
      >
        {tab === 'groups' ? <GroupsPanel /> : <CommunicationsPanel />}
      </Box>
    </Stack>
  );
}
