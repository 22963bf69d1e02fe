// /complaints: the channel's signed-in entry (the main menu's "Canal de denuncias"). Everyone
// sees how to report (anonymously or with their name) and to follow a case; the committee and
// the investigators also see their cases, and the committee and admins the statistics. The
// committee registers a verbal report from its cases tab (components/verbal-intake.tsx).
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { SectionHeader } from '@/components/layout/section-header';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

import { roleQueryOptions, type ComplaintRole } from '../api/cases';
import { CaseList } from '../components/case-list';
import { ReportEntry } from '../components/report-entry';
import { StatisticsPanel } from '../components/statistics-panel';
import { VerbalIntakeButton } from '../components/verbal-intake';
import { tabsFor } from '../lib/role-tabs';
import { complaintsParams } from '../paths';

function ChannelTabs({ role }: { role: ComplaintRole }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(role);
  if (tabs.length === 0) return <ReportEntry />;
  const asked = params.get(complaintsParams.tab);
  // The committee lands on its cases; a link may ask for another tab.
  const tab =
    tabs.find((entry) => entry === asked) ?? (tabs.includes('cases') ? 'cases' : 'report');
  return (
    <TabbedPanel
      idPrefix="complaints"
      label={t('complaints.page.tabs')}
      tabs={tabs.map((value) => ({ value, label: t(`complaints.page.tab.${value}`) }))}
      value={tab}
      onChange={(next) => setParams({ [complaintsParams.tab]: next }, { replace: true })}
      scrollable
    >
      <Stack sx={{ pt: 2 }}>
        {tab === 'report' ? <ReportEntry /> : null}
        {tab === 'cases' ? (
          <Stack spacing={2}>
            {/* The committee takes reports in person too (CMP-4); investigators do not. */}
            {role.handler ? <VerbalIntakeButton /> : null}
            <CaseList />
          </Stack>
        ) : null}
        {tab === 'statistics' ? <StatisticsPanel /> : null}
      </Stack>
    </TabbedPanel>
  );
}

export function ComplaintsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('complaints.page.title'));
  const role = useQuery(roleQueryOptions());
  return (
    <Stack spacing={3}>
      <SectionHeader
        title={t('complaints.page.title')}
        description={t('complaints.page.description')}
      />
      <QueryContent query={role} loadingLabel={t('complaints.page.loading')}>
        {(data) => <ChannelTabs role={data} />}
      </QueryContent>
    </Stack>
  );
}
