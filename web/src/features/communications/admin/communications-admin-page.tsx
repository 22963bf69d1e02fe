import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { CommunicationsPanel } from './communications-panel';
import { GroupsPanel } from './groups-panel';
import { WhatsAppPanel } from './whatsapp-panel';

const ADMIN_TABS = ['communications', 'groups', 'whatsapp'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

/** The address keeps the tab shown (`?tab=groups`, `?tab=whatsapp`). */
const TAB_PARAM = 'tab';

function tabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'communications';
}

/** The console section: the communications sent (with "Nuevo comunicado" and each one's report)
 *  and, in tabs of their own, the communication groups and the organisation's WhatsApp account. */
export function CommunicationsAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('communications.admin.title'));
  const [params, setParams] = useSearchParams();
  // The WhatsApp account is the messaging_app module's (ADR 0081): its tab only while it is on.
  const messaging = useAppStore((state) => state.services.messaging_app);
  const asked = tabFrom(params.get(TAB_PARAM));
  const tab = asked === 'whatsapp' && !messaging ? 'communications' : asked;

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
          ...(messaging
            ? [{ value: 'whatsapp' as const, label: t('communications.admin.tabs.whatsapp') }]
            : []),
        ]}
        value={tab}
        onChange={(next) =>
          setParams(next === 'communications' ? {} : { [TAB_PARAM]: next }, { replace: true })
        }
        scrollable
      >
        {tab === 'groups' ? (
          <GroupsPanel />
        ) : tab === 'whatsapp' ? (
          <WhatsAppPanel />
        ) : (
          <CommunicationsPanel />
        )}
      </TabbedPanel>
    </Stack>
  );
}
