import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { telemedicineParams } from '../paths';

import { ProviderManage } from './provider-manage';
import { ProvidersList } from './providers-list';
import { UsagePanel } from './usage-panel';

const TABS = ['providers', 'usage'] as const;
type AdminTab = (typeof TABS)[number];

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The console's telemedicine section: the providers (`/admin/telemedicine`), a new one
 *  (`?newTelemedicineProvider`), one open in the editor (`?telemedicineProvider=<id>`) and the
 *  usage per week (`?telemedicineTab=usage`). */
export function TelemedicineAdminPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const providerId = idOf(params.get(telemedicineParams.adminProvider));
  const creating = params.has(telemedicineParams.create);
  const asked = params.get(telemedicineParams.adminTab);
  const tab: AdminTab = TABS.find((entry) => entry === asked) ?? 'providers';
  useDocumentTitle(t('telemedicine.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (providerId !== null || creating)
    return (
      <ProviderManage
        key={providerId ?? 'new'}
        providerId={providerId}
        onBack={() => go({})}
        onSaved={(saved) => go({ [telemedicineParams.adminProvider]: String(saved.id) }, true)}
      />
    );
  const tabId = (entry: AdminTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('telemedicine.admin.title')}
        description={t('telemedicine.admin.description')}
      />
      <Tabs
        value={tab}
        onChange={(_event, next: AdminTab) =>
          go(next === 'providers' ? {} : { [telemedicineParams.adminTab]: next }, true)
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('telemedicine.admin.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`telemedicine.admin.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'providers' ? (
          <ProvidersList
            onCreate={() => go({ [telemedicineParams.create]: '' })}
            onOpen={(provider) => go({ [telemedicineParams.adminProvider]: String(provider) })}
          />
        ) : (
          <UsagePanel />
        )}
      </Box>
    </Stack>
  );
}
