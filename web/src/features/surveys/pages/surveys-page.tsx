import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  memberSurveysQueryOptions,
  SURVEY_TABS,
  surveyLanguage,
  type SurveyTab,
} from '../api/surveys';
import { SurveyCard } from '../components/survey-card';
import { surveysParams } from '../paths';

import { ExtraTabPanel } from './extra-tab-panel';
import { isExtraTab, useExtraTabs, type ExtraTab } from './extra-tabs';

const EMPTY_ICONS: Record<SurveyTab, string> = { pending: '🎉', answered: '📝', closed: '🗂️' };

/** `/surveys`: the person's surveys in three tabs (to answer, answered, closed), the tab in the
 *  address; and, when they apply, the replies to their comments and their team's results
 *  (extra-tabs.tsx). */
export function SurveysPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get(surveysParams.state);
  const extra = useExtraTabs(asked);
  const extraTab = isExtraTab(asked) && extra.some((entry) => entry.value === asked) ? asked : null;
  const tab: SurveyTab | ExtraTab =
    extraTab ?? SURVEY_TABS.find((entry) => entry === asked) ?? 'pending';
  const listTab = extraTab ? 'pending' : (tab as SurveyTab);
  const { page, perPage, setPage, controls } = useListPaging(10);
  const list = useQuery({
    ...memberSurveysQueryOptions(listTab, surveyLanguage(i18n.language), page, perPage),
    enabled: extraTab === null,
  });
  useDocumentTitle(t('surveys.page.title'));

  const tabId = (entry: SurveyTab | ExtraTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, mx: 'auto', minWidth: 0 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('surveys.page.title')}</Typography>
        <Typography color="text.secondary">{t('surveys.page.description')}</Typography>
      </Stack>
      <Tabs
        // Measured again (the chosen tab scrolled into view) when the extra tabs arrive.
        key={extra.map((entry) => entry.value).join()}
        value={tab}
        onChange={(_event, next: SurveyTab | ExtraTab) => {
          setPage(0);
          setParams(next === 'pending' ? {} : { [surveysParams.state]: next }, { replace: true });
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('surveys.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SURVEY_TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`surveys.page.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
        {extra.map((entry) => (
          <Tab
            key={entry.value}
            value={entry.value}
            label={entry.label}
            id={tabId(entry.value)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {extraTab ? (
          <ExtraTabPanel tab={extraTab} />
        ) : (
          <QueryContent query={list} loadingLabel={t('surveys.page.loading')}>
            {(data) =>
              data.items.length === 0 ? (
                <EmptyState
                  icon={EMPTY_ICONS[listTab]}
                  title={t(`surveys.page.empty.${listTab}`)}
                  body={t(`surveys.page.emptyBody.${listTab}`)}
                />
              ) : (
                <Stack spacing={2}>
                  <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {data.items.map((survey) => (
                      <SurveyCard key={survey.id} survey={survey} />
                    ))}
                  </Stack>
                  {(data.meta.total ?? 0) > perPage || data.meta.hasMore ? (
                    <ListPagination meta={data.meta} {...controls} />
                  ) : null}
                </Stack>
              )
            }
          </QueryContent>
        )}
      </Box>
    </Stack>
  );
}
