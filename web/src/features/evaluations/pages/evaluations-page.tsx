import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

import { myWorkQueryOptions } from '../api/evaluations';
import type { MyWork } from '../api/types';
import { evaluationsParams } from '../paths';

import { MineTab } from './mine-tab';
import { TeamTab } from './team-tab';
import { TodoTab } from './todo-tab';

export type EvaluationsTab = 'todo' | 'mine' | 'team';
const TABS: readonly EvaluationsTab[] = ['todo', 'mine', 'team'];

/** `/performance_evaluation` (EVA-2, EVA-3, EVA-7): what the person has to do (reviews to write,
 *  nominations to make, approve or answer), their own packets, and — for leaders of someone in a
 *  cycle — their team's; the tab in the address. One call reads it all. */
export function EvaluationsPage() {
  const { t } = useTranslation();
  const work = useQuery(myWorkQueryOptions());
  useDocumentTitle(t('evaluations.page.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('evaluations.page.title')}</Typography>
        <Typography color="text.secondary">{t('evaluations.page.description')}</Typography>
      </Stack>
      <QueryContent query={work} loadingLabel={t('evaluations.page.loading')}>
        {(data) => <EvaluationTabs work={data} />}
      </QueryContent>
    </Stack>
  );
}

function EvaluationTabs({ work }: { work: MyWork }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The team tab only for someone who leads a participant of a cycle.
  const shown = TABS.filter((tab) => tab !== 'team' || work.team.length > 0);
  const asked = params.get(evaluationsParams.list);
  const tab: EvaluationsTab = shown.find((entry) => entry === asked) ?? 'todo';
  return (
    <TabbedPanel
      idPrefix="evaluations"
      label={t('evaluations.page.tabsLabel')}
      tabs={shown.map((value) => ({ value, label: t(`evaluations.page.tabs.${value}`) }))}
      value={tab}
      onChange={(next) =>
        setParams(next === 'todo' ? {} : { [evaluationsParams.list]: next }, { replace: true })
      }
      scrollable
      tabsSx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {tab === 'todo' ? <TodoTab work={work} /> : null}
      {tab === 'mine' ? <MineTab packets={work.packets} /> : null}
      {tab === 'team' ? <TeamTab team={work.team} /> : null}
    </TabbedPanel>
  );
}
