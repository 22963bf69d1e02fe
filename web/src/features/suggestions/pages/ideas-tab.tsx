import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateTimeText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import { campaignsQueryOptions, type IdeaCampaign } from '../api/ideas';
import { campaignPath } from '../paths';

/** The ideas campaigns the person may join: the open ones first (closing soonest first) with
 *  their deadline and counts, then the closed ones; each leads to its page. */
export function IdeasTab() {
  const { t } = useTranslation();
  const { page, perPage, controls } = useListPaging(10);
  const list = useQuery(campaignsQueryOptions({ manage: false, page, perPage }));
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h2">{t('suggestions.ideas.title')}</Typography>
        <Typography color="text.secondary">{t('suggestions.ideas.description')}</Typography>
      </Stack>
      <QueryContent query={list} loadingLabel={t('suggestions.ideas.loading')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon="💡"
              title={t('suggestions.ideas.empty')}
              body={t('suggestions.ideas.emptyBody')}
            />
          ) : (
            <Stack spacing={2}>
              <Box
                component="ul"
                aria-label={t('suggestions.ideas.listLabel')}
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
                }}
              >
                {data.items.map((campaign) => (
                  <Box component="li" key={campaign.id}>
                    <CampaignCard campaign={campaign} />
                  </Box>
                ))}
              </Box>
              {(data.meta.total ?? 0) > perPage || page > 0 ? (
                <ListPagination meta={data.meta} {...controls} />
              ) : null}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}

/** Whether the campaign takes ideas, is closed, or is still a draft, as a chip. */
export function CampaignStateChip({ campaign }: { campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  if (campaign.status === 'draft')
    return <Chip size="small" variant="outlined" label={t('suggestions.campaign.draft')} />;
  return campaign.open ? (
    <Chip size="small" color="success" label={t('suggestions.campaign.open')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('suggestions.campaign.closed')} />
  );
}

function CampaignCard({ campaign }: { campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={campaignPath(campaign.id)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
                {campaign.title}
              </Typography>
              <Box sx={{ flexShrink: 0 }}>
                <CampaignStateChip campaign={campaign} />
              </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('suggestions.campaign.deadline')} <DateTimeText value={campaign.deadline} />
            </Typography>
            <Typography variant="body2">
              {t('suggestions.campaign.ideasCount', {
                count: campaign.counts.ideas,
                number: format.number(campaign.counts.ideas),
              })}
              {' · '}
              {t('suggestions.campaign.votesCount', {
                count: campaign.counts.votes,
                number: format.number(campaign.counts.votes),
              })}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
