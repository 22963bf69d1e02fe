import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

import { goalsQueryOptions } from '../api/goals';
import { GoalFormDialog } from '../form/goal-form-dialog';
import { goalsParams } from '../paths';

import { AllGoalsTab } from './all-goals-tab';
import { CompanyTab } from './company-tab';
import { MyGoalsTab } from './my-goals-tab';
import { TeamTab } from './team-tab';

export type GoalsTab = 'mine' | 'team' | 'company' | 'all';
const TABS: readonly GoalsTab[] = ['mine', 'team', 'company', 'all'];

/** Whether the viewer leads someone: the team list answers 403 not_a_leader otherwise. */
function useLeadsSomeone(): boolean {
  const team = useQuery({ ...goalsQueryOptions('team', {}, 0, 1), retry: false });
  if (team.isError) return toApiError(team.error).code !== 'not_a_leader';
  return team.isSuccess;
}

/** `/goals` (GOA-7): the person's goals with their weights, their team's (leaders), the
 *  company's alignment tree and every goal they may see with filters; the tab and the filters
 *  in the address. */
export function GoalsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const leads = useLeadsSomeone();
  const [creating, setCreating] = useState(false);
  const shown = TABS.filter((tab) => tab !== 'team' || leads);
  const asked = params.get(goalsParams.tab);
  const tab: GoalsTab = shown.find((entry) => entry === asked) ?? 'mine';
  useDocumentTitle(t('goals.page.title'));

  const tabId = (entry: GoalsTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h1">{t('goals.page.title')}</Typography>
          <Typography color="text.secondary">{t('goals.page.description')}</Typography>
        </Stack>
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('goals.page.create')}
          </Button>
        </Box>
      </Stack>
      <Tabs
        key={shown.join()}
        value={tab}
        onChange={(_event, next: GoalsTab) =>
          setParams(next === 'mine' ? {} : { [goalsParams.tab]: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('goals.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {shown.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`goals.page.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'mine' ? <MyGoalsTab /> : null}
        {tab === 'team' ? <TeamTab /> : null}
        {tab === 'company' ? <CompanyTab /> : null}
        {tab === 'all' ? <AllGoalsTab /> : null}
      </Box>
      {creating ? <GoalFormDialog onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
