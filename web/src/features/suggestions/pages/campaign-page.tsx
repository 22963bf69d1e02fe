import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { DateTimeText } from '@/components/date-text';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { campaignQueryOptions, type IdeaCampaign } from '../api/ideas';
import { useItemId } from '../lib/use-item-id';
import { suggestionsParams } from '../paths';
import { CampaignAnalytics } from '../review/campaign-analytics';
import { IdeasMatrix } from '../review/ideas-matrix';

import { CampaignIdeas } from './campaign-ideas';
import { CampaignStateChip } from './ideas-tab';
import { ItemState } from './item-state';

type CampaignTab = 'ideas' | 'review' | 'analytics';
const TABS: readonly CampaignTab[] = ['ideas', 'review', 'analytics'];

/** `/suggestions/ideas/:campaignId`: the campaign's question, its deadline, reviewers and points,
 *  the form for a new idea (with similar ideas while the title is typed) and the ideas to vote;
 *  its reviewers also find the impact × effort grouping and the analytics. */
export function CampaignPage() {
  const { t } = useTranslation();
  const campaignId = useItemId('campaignId');
  const query = useQuery({
    ...campaignQueryOptions(campaignId ?? 0),
    enabled: campaignId !== null,
  });
  useDocumentTitle(query.data?.title ?? t('suggestions.campaign.pageTitle'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link
          component={RouterLink}
          to={`${paths.suggestions}?${suggestionsParams.tab}=ideas`}
          underline="hover"
        >
          {t('suggestions.campaign.back')}
        </Link>
      </Box>
      <ItemState id={campaignId} query={query} loadingLabel={t('suggestions.campaign.loading')}>
        {(campaign) => <CampaignView campaign={campaign} />}
      </ItemState>
    </Stack>
  );
}

function CampaignView({ campaign }: { campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const [params, setParams] = useSearchParams();
  const asked = TABS.find((entry) => entry === params.get(suggestionsParams.tab)) ?? 'ideas';
  const tab: CampaignTab = campaign.can_review ? asked : 'ideas';
  const points = campaign.accepted_points > 0 || campaign.implemented_points > 0;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Box>
            <CampaignStateChip campaign={campaign} />
          </Box>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {campaign.title}
          </Typography>
          {campaign.description ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {campaign.description}
            </Typography>
          ) : null}
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { fontWeight: 600 },
              '& dd': { m: 0 },
            }}
          >
            <Typography component="dt" variant="body2">
              {t('suggestions.campaign.deadline')}
            </Typography>
            <Typography component="dd" variant="body2">
              <DateTimeText value={campaign.deadline} />
            </Typography>
            <Typography component="dt" variant="body2">
              {t('suggestions.campaign.reviewers')}
            </Typography>
            <Typography component="dd" variant="body2">
              {campaign.reviewers.map((person) => person.full_name).join(', ')}
            </Typography>
            {points ? (
              <>
                <Typography component="dt" variant="body2">
                  {t('suggestions.campaign.points')}
                </Typography>
                <Typography component="dd" variant="body2">
                  {t('suggestions.campaign.pointsText', {
                    accepted: format.number(campaign.accepted_points),
                    implemented: format.number(campaign.implemented_points),
                  })}
                </Typography>
              </>
            ) : null}
          </Box>
        </Stack>
      </Paper>
      {campaign.can_review ? (
        <Tabs
          value={tab}
          onChange={(_event, next: CampaignTab) =>
            setParams(next === 'ideas' ? {} : { [suggestionsParams.tab]: next }, { replace: true })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('suggestions.campaign.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((entry) => (
            <Tab
              key={entry}
              value={entry}
              id={`${id}-${entry}`}
              aria-controls={`${id}-panel`}
              label={t(`suggestions.campaign.tabs.${entry}`)}
            />
          ))}
        </Tabs>
      ) : null}
      <Box
        role={campaign.can_review ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={campaign.can_review ? `${id}-${tab}` : undefined}
      >
        {tab === 'ideas' ? <CampaignIdeas campaign={campaign} /> : null}
        {tab === 'review' ? <IdeasMatrix campaign={campaign} /> : null}
        {tab === 'analytics' ? <CampaignAnalytics campaign={campaign} /> : null}
      </Box>
    </Stack>
  );
}
