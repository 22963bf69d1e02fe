import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { requestsParams } from '../paths';

import { AllRequestsTable } from './all-requests-table';
import { TypeManage } from './type-manage';
import { TypesList } from './types-list';

const TABS = ['types', 'requests'] as const;
type AdminTab = (typeof TABS)[number];

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The console's requests section: the request types (`/admin/requests`), a new one
 *  (`?newRequestType`), one open in the editor (`?requestTypeId=<id>`), and every request
 *  (`?requestsTab=requests`). */
export function RequestsAdminPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const typeId = idOf(params.get(requestsParams.editType));
  const creating = params.has(requestsParams.createType);
  const asked = params.get(requestsParams.adminTab);
  const tab: AdminTab = TABS.find((entry) => entry === asked) ?? 'types';
  useDocumentTitle(t('requests.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (typeId !== null || creating)
    return (
      <TypeManage
        key={typeId ?? 'new'}
        typeId={typeId}
        onBack={() => go({})}
        onSaved={(saved) => go({ [requestsParams.editType]: String(saved.id) }, true)}
      />
    );
  const tabId = (entry: AdminTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('requests.admin.title')}
        description={t('requests.admin.description')}
      />
      <Tabs
        value={tab}
        onChange={(_event, next: AdminTab) =>
          go(next === 'types' ? {} : { [requestsParams.adminTab]: next }, true)
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('requests.admin.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`requests.admin.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'types' ? (
          <TypesList
            onCreate={() => go({ [requestsParams.createType]: '' })}
            onOpen={(type) => go({ [requestsParams.editType]: String(type) })}
          />
        ) : (
          <AllRequestsTable />
        )}
      </Box>
    </Stack>
  );
}
