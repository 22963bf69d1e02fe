import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
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
      <TabbedPanel
        idPrefix="communications-admin"
        label={t('communications.admin.tabsLabel')}
        tabs={[
          { value: 'communications', label: t('communications.admin.tabs.communications') },
          { value: 'groups', label: t('communications.admin.tabs.groups') },
        ]}
        value={tab}
        onChange={(next) =>
          setParams(next === 'groups' ? { [TAB_PARAM]: 'groups' } : {}, { replace: true })
        }
        scrollable
      >
        {tab === 'groups' ? <GroupsPanel /> : <CommunicationsPanel />}
      </TabbedPanel>
    </Stack>
  );
}
