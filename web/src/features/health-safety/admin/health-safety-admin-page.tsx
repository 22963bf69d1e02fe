import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { SectionHeader } from '@/components/layout/section-header';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

import { officersQueryOptions, setOfficersMutation, type Person } from '../api/health-safety';
import { OfficerReports } from '../components/officer-reports';
import { SafetyStats } from '../components/safety-stats';
import { healthSafetyParams } from '../paths';

const TABS = ['reports', 'stats', 'officers'] as const;
type AdminTab = (typeof TABS)[number];

/** The console's health and safety section: every report (`/admin/health_safety`), the
 *  statistics (`?hsAdminTab=stats`) and the officers besides the admins (`?hsAdminTab=officers`). */
export function HealthSafetyAdminPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get(healthSafetyParams.adminTab);
  const tab: AdminTab = TABS.find((entry) => entry === asked) ?? 'reports';
  useDocumentTitle(t('healthSafety.admin.title'));
  const tabId = (entry: AdminTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('healthSafety.admin.title')}
        description={t('healthSafety.admin.description')}
      />
      <Tabs
        value={tab}
        onChange={(_event, next: AdminTab) =>
          setParams(next === 'reports' ? {} : { [healthSafetyParams.adminTab]: next }, {
            replace: true,
          })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('healthSafety.admin.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`healthSafety.admin.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'reports' ? <OfficerReports /> : null}
        {tab === 'stats' ? <SafetyStats /> : null}
        {tab === 'officers' ? <Officers /> : null}
      </Box>
    </Stack>
  );
}

function Officers() {
  const { t } = useTranslation();
  const query = useQuery(officersQueryOptions());
  return (
    <QueryContent query={query} loadingLabel={t('healthSafety.admin.loading')}>
      {(officers) => <OfficersForm initial={officers} />}
    </QueryContent>
  );
}

function OfficersForm({ initial }: { initial: Person[] }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const save = useMutation(setOfficersMutation());
  const [people, setPeople] = useState<Person[]>(initial);
  return (
    <Stack
      component="form"
      spacing={1.5}
      sx={{ maxWidth: 640 }}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(people.map((person) => person.id));
      }}
    >
      <Typography color="text.secondary">{t('healthSafety.admin.officersHelp')}</Typography>
      <PeoplePicker
        multiple
        id={`${id}-officers`}
        label={t('healthSafety.admin.officers')}
        value={people}
        onChange={setPeople}
      />
      <Button
        type="submit"
        variant="contained"
        loading={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('healthSafety.admin.saveOfficers')}
      </Button>
      {save.isSuccess ? (
        <Alert severity="success">{t('healthSafety.admin.savedOfficers')}</Alert>
      ) : null}
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
    </Stack>
  );
}
