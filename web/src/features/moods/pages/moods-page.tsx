import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SelectInput } from '@/components/form/select-input';
import { audienceDepartmentsQueryOptions } from '@/lib/calls/audience';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { moodTodayQueryOptions } from '../api/moods';
import { InsightsPanel } from '../components/insights-panel';
import { MoodCheckIn } from '../components/mood-check-in';
import { MyMoods, type Range } from '../components/my-moods';
import { SharedPeople } from '../components/shared-people';
import { addDays, isDay } from '../lib/days';
import { moodsParams } from '../paths';

type MoodsTab = 'mine' | 'team' | 'org';

/** Today in the browser, only until the server's answer says the organisation's day. */
const browserToday = () => new Date().toISOString().slice(0, 10);

/** `/moods`: "Mi ánimo" (today's check-in, my history by start/end date, sharing, care
 *  resources), "Equipo" for leaders and admins (their team's figures through the privacy engine
 *  and the people who share with them) and "Organización" for admins. The tab, range, group and
 *  period live in the address (an alert's link opens its group). */
export function MoodsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const role = useAppStore((state) => state.me.data?.user_type ?? 'employee');
  const todayQuery = useQuery(moodTodayQueryOptions());
  useDocumentTitle(t('moods.page.title'));
  const admin = role === 'admin';
  const leads = role === 'leader' || admin;
  const tabs: MoodsTab[] = admin ? ['mine', 'team', 'org'] : leads ? ['mine', 'team'] : ['mine'];
  const scopeParam = params.get(moodsParams.scope);
  const asked = params.get(moodsParams.tab);
  const fallback: MoodsTab =
    scopeParam && leads ? (scopeParam === 'org' && admin ? 'org' : 'team') : 'mine';
  const tab: MoodsTab = tabs.find((entry) => entry === asked) ?? fallback;
  const period: 7 | 30 = params.get(moodsParams.period) === '30' ? 30 : 7;
  const today = todayQuery.data?.day ?? browserToday();
  const fromParam = params.get(moodsParams.from) ?? '';
  const toParam = params.get(moodsParams.to) ?? '';
  const range: Range = {
    to: isDay(toParam) ? toParam : today,
    from: isDay(fromParam) ? fromParam : addDays(isDay(toParam) ? toParam : today, -29),
  };
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const teamScope = scopeParam && scopeParam !== 'org' ? scopeParam : 'team';
  // Admins read the organisation or one department (picked here, or opened by an alert's link).
  const orgScope = scopeParam?.startsWith('department:') ? scopeParam : 'org';
  const tabId = (entry: MoodsTab) => `${id}-tab-${entry}`;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Typography variant="h1">{t('moods.page.title')}</Typography>
      {tabs.length > 1 ? (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_event, next: MoodsTab) =>
              update({ [moodsParams.tab]: next, [moodsParams.scope]: null })
            }
            aria-label={t('moods.page.tabsLabel')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {tabs.map((entry) => (
              <Tab
                key={entry}
                value={entry}
                id={tabId(entry)}
                aria-controls={`${id}-panel`}
                label={t(`moods.page.tabs.${entry}`)}
              />
            ))}
          </Tabs>
        </Box>
      ) : null}
      <Box
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={tabId(tab)}
      >
        {tab === 'mine' ? (
          <Stack spacing={3}>
            {todayQuery.data ? (
              <MoodCheckIn
                key={todayQuery.data.entry?.updated_at ?? 'new'}
                today={todayQuery.data}
              />
            ) : null}
            <MyMoods
              range={range}
              onRange={(next) =>
                update({ [moodsParams.from]: next.from, [moodsParams.to]: next.to })
              }
            />
          </Stack>
        ) : null}
        {tab === 'team' ? (
          <Stack spacing={4}>
            <InsightsPanel
              scope={teamScope}
              period={period}
              onPeriod={(next) => update({ [moodsParams.period]: String(next) })}
              title={t('moods.insights.scopes.team')}
            />
            <SharedPeople range={range} />
          </Stack>
        ) : null}
        {tab === 'org' ? (
          <Stack spacing={2}>
            <DepartmentPicker
              value={orgScope}
              onChange={(next) =>
                update({
                  [moodsParams.tab]: 'org',
                  [moodsParams.scope]: next === 'org' ? null : next,
                })
              }
            />
            <InsightsPanel
              scope={orgScope}
              period={period}
              onPeriod={(next) => update({ [moodsParams.period]: String(next) })}
              title={t(
                orgScope === 'org'
                  ? 'moods.insights.scopes.org'
                  : 'moods.insights.scopes.department',
              )}
            />
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

/** The admins' choice of group on the organisation tab: the whole organisation or one of the
 *  active departments (each decided by the privacy engine like any group). */
function DepartmentPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const departments = useQuery(audienceDepartmentsQueryOptions());
  const options = [
    { value: 'org', label: t('moods.insights.scopes.org') },
    ...(departments.data ?? []).map((department) => ({
      value: `department:${department.id}`,
      label: department.name,
    })),
  ];
  return (
    <Box sx={{ maxWidth: 360 }}>
      <SelectInput
        id={`${id}-department`}
        label={t('moods.insights.departmentPicker')}
        value={options.some((option) => option.value === value) ? value : 'org'}
        onChange={(event) => onChange(event.target.value)}
        options={options}
      />
    </Box>
  );
}
