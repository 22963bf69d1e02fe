import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { benefitsParams } from '../paths';

import { BenefitManage } from './benefit-manage';
import { BenefitsList } from './benefits-list';
import { RequestsTable } from './requests-table';

const TABS = ['benefits', 'requests'] as const;
type AdminTab = (typeof TABS)[number];

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The console's benefits section: the benefits with their counters (`/admin/benefits`), a new
 *  one (`?newBenefit`), one open in the editor (`?benefit=<id>`) and every request
 *  (`?benefitsTab=requests`). */
export function BenefitsAdminPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const benefitId = idOf(params.get(benefitsParams.benefit));
  const creating = params.has(benefitsParams.create);
  const asked = params.get(benefitsParams.adminTab);
  const tab: AdminTab = TABS.find((entry) => entry === asked) ?? 'benefits';
  useDocumentTitle(t('benefits.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (benefitId !== null || creating)
    return (
      <BenefitManage
        key={benefitId ?? 'new'}
        benefitId={benefitId}
        onBack={() => go({})}
        onSaved={(saved) => go({ [benefitsParams.benefit]: String(saved.id) }, true)}
      />
    );
  const tabId = (entry: AdminTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('benefits.admin.title')}
        description={t('benefits.admin.description')}
      />
      <Tabs
        value={tab}
        onChange={(_event, next: AdminTab) =>
          go(next === 'benefits' ? {} : { [benefitsParams.adminTab]: next }, true)
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('benefits.admin.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`benefits.admin.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'benefits' ? (
          <BenefitsList
            onCreate={() => go({ [benefitsParams.create]: '' })}
            onOpen={(benefit) => go({ [benefitsParams.benefit]: String(benefit) })}
          />
        ) : (
          <RequestsTable />
        )}
      </Box>
    </Stack>
  );
}
