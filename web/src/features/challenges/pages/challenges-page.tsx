import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  CHALLENGES_PAGE_SIZE,
  CHALLENGES_TABS,
  challengesQueryOptions,
  type ChallengesTab,
} from '../api/challenges';
import { ChallengeCard } from '../components/challenge-card';
import { challengesParams } from '../paths';

const EMPTY_ICON = { active: '🏁', mine: '🎯', ended: '🏆' } as const;

/** `/challenges` "Retos": the active challenges open to me, the ones I take part in and the
 *  ended ones, as cards with my progress; the tab in the address. */
export function ChallengesPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get(challengesParams.tab);
  const tab: ChallengesTab = CHALLENGES_TABS.find((entry) => entry === asked) ?? 'active';
  useDocumentTitle(t('challenges.page.title'));
  const tabId = (entry: ChallengesTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Typography variant="h1">{t('challenges.page.title')}</Typography>
        <Typography color="text.secondary">{t('challenges.page.description')}</Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: ChallengesTab) =>
          setParams(next === 'active' ? {} : { [challengesParams.tab]: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('challenges.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {CHALLENGES_TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`challenges.page.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        <ChallengesTabPanel key={tab} tab={tab} />
      </Box>
    </Stack>
  );
}

function ChallengesTabPanel({ tab }: { tab: ChallengesTab }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery(challengesQueryOptions(tab, page));
  const pages = Math.ceil((query.data?.meta.total ?? 0) / CHALLENGES_PAGE_SIZE);
  return (
    <QueryContent
      query={query}
      loadingLabel={t('challenges.page.loading')}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon={EMPTY_ICON[tab]}
          title={t(`challenges.page.empty.${tab}`)}
          body={t(`challenges.page.emptyBody.${tab}`)}
        />
      }
    >
      {(data) => (
        <Stack spacing={2}>
          <Box
            component="ul"
            aria-label={t(`challenges.page.tabs.${tab}`)}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
            }}
          >
            {data.items.map((challenge) => (
              <li key={challenge.id}>
                <ChallengeCard challenge={challenge} />
              </li>
            ))}
          </Box>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_event, next) => setPage(next - 1)}
              getItemAriaLabel={(type, item) =>
                type === 'page'
                  ? t('challenges.page.pageLabel', { page: item ?? 0 })
                  : t(`challenges.page.${type === 'next' ? 'next' : 'previous'}`)
              }
            />
          ) : null}
        </Stack>
      )}
    </QueryContent>
  );
}
