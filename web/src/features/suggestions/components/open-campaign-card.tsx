import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';

import { campaignsQueryOptions, homeCampaignsFilter, type IdeaCampaign } from '../api/ideas';
import { campaignPath, suggestionsParams } from '../paths';

/** "Campaña de ideas abierta" on the home: the open campaign closing soonest, leading to it;
 *  nothing while none is open to the person. */
export function OpenCampaignCard() {
  const { t } = useTranslation();
  const query = useQuery(campaignsQueryOptions(homeCampaignsFilter));
  const open = (query.data?.items ?? []).filter((campaign) => campaign.open).slice(0, 1);
  if (open.length === 0) return null;
  return (
    <HomeCard
      title={t('suggestions.home.title')}
      seeAll={{
        to: `${paths.suggestions}?${suggestionsParams.tab}=ideas`,
        label: t('suggestions.home.seeAll'),
      }}
      testId="open-campaign-card"
    >
      <HomeLinkList
        label={t('suggestions.home.listLabel')}
        items={open}
        itemKey={(campaign) => campaign.id}
        itemTo={(campaign) => campaignPath(campaign.id)}
        renderItem={(campaign) => <Item campaign={campaign} />}
      />
    </HomeCard>
  );
}

function Item({ campaign }: { campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Stack spacing={0.5}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {campaign.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('suggestions.home.closes')} <DateTimeText value={campaign.deadline} />
        {' · '}
        {t('suggestions.campaign.ideasCount', {
          count: campaign.counts.ideas,
          number: format.number(campaign.counts.ideas),
        })}
      </Typography>
    </Stack>
  );
}
