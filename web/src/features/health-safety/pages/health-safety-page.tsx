import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { CareOffers } from '@/components/care/care-offers';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { overviewQueryOptions, type SafetyOverview } from '../api/health-safety';
import { BodyMetrics } from '../components/body-metrics';
import { FollowReport } from '../components/follow-report';
import { MyReports } from '../components/my-reports';
import { OfficerReports } from '../components/officer-reports';
import { ReportForm } from '../components/report-form';
import { SafetyStats } from '../components/safety-stats';
import { healthSafetyParams, healthSafetyPaths } from '../paths';

const MEMBER_TABS = ['report', 'mine', 'follow', 'metrics'] as const;
const OFFICER_TABS = ['officer', 'stats'] as const;
type PageTab = (typeof MEMBER_TABS)[number] | (typeof OFFICER_TABS)[number];

/** `/health_safety` "Seguridad y salud": report (incident, near miss, hazard; hazards may be
 *  anonymous, with a receipt code shown once), "Mis reportes", "Seguir un reporte anónimo" (with
 *  the code alone), "Mi registro" (the private body-metrics log) and, for officers, every report
 *  and the statistics. A person recently recorded as hurt sees the care offers. */
export function HealthSafetyPage() {
  const { t } = useTranslation();
  const query = useQuery(overviewQueryOptions());
  useDocumentTitle(t('healthSafety.page.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <QueryContent query={query} loadingLabel={t('healthSafety.page.loading')}>
        {(overview) => <Content overview={overview} />}
      </QueryContent>
    </Stack>
  );
}

function Content({ overview }: { overview: SafetyOverview }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const tabs: readonly PageTab[] = overview.officer
    ? [...MEMBER_TABS, ...OFFICER_TABS]
    : MEMBER_TABS;
  const asked = params.get(healthSafetyParams.tab);
  const tab: PageTab = tabs.find((entry) => entry === asked) ?? 'report';
  const tabId = (entry: PageTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">{t('healthSafety.page.title')}</Typography>
          <Typography color="text.secondary">{t('healthSafety.page.description')}</Typography>
        </Box>
        {isAdmin ? (
          <Button
            component={RouterLink}
            to={healthSafetyPaths.admin}
            variant="outlined"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('healthSafety.page.manage')}
          </Button>
        ) : null}
      </Stack>
      {overview.care_offers.length > 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <CareOffers offers={overview.care_offers} />
        </Box>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_event, next: PageTab) =>
          setParams(next === 'report' ? {} : { [healthSafetyParams.tab]: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('healthSafety.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`healthSafety.page.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'report' ? <ReportForm overview={overview} /> : null}
        {tab === 'mine' ? <MyReports /> : null}
        {tab === 'follow' ? <FollowReport /> : null}
        {tab === 'metrics' ? <BodyMetrics enabled={overview.metrics_enabled} /> : null}
        {tab === 'officer' ? <OfficerReports /> : null}
        {tab === 'stats' ? <SafetyStats /> : null}
      </Box>
    </>
  );
}
