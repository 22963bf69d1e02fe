import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateTimeText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { campaignsQueryOptions, type IdeaCampaign } from '../api/ideas';
import { CampaignStateChip } from '../pages/ideas-tab';
import { campaignPath, suggestionsParams } from '../paths';

import { CampaignEditor } from './campaign-editor';

const CAMPAIGN_ID = /^[1-9]\d{0,15}$/;

/** The console's ideas campaigns: every campaign (drafts too), newest first, with its state,
 *  deadline and counts; one in the editor (`?campaign=<id>`) or a new one (`?newCampaign`). */
export function CampaignsAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get(suggestionsParams.campaign) ?? '';
  const campaignId = CAMPAIGN_ID.test(raw) ? Number(raw) : null;
  const creating = params.has(suggestionsParams.create);
  useDocumentTitle(t('suggestions.admin.campaignsTitle'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (campaignId !== null || creating)
    return (
      <CampaignEditor
        key={campaignId ?? 'new'}
        campaignId={campaignId}
        onBack={() => go({})}
        onCreated={(created) => go({ [suggestionsParams.campaign]: String(created) }, true)}
      />
    );
  return (
    <CampaignsList
      onCreate={() => go({ [suggestionsParams.create]: '' })}
      onOpen={(id) => go({ [suggestionsParams.campaign]: String(id) })}
    />
  );
}

function CampaignsList({
  onCreate,
  onOpen,
}: {
  onCreate: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { page, perPage, controls } = useListPaging(20);
  const list = useQuery(campaignsQueryOptions({ manage: true, page, perPage }));
  const create = (
    <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
      {t('suggestions.admin.newCampaign')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('suggestions.admin.campaignsTitle')}
        description={t('suggestions.admin.campaignsDescription')}
        action={create}
      />
      <QueryContent query={list} loadingLabel={t('suggestions.admin.loading')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon="💡"
              title={t('suggestions.admin.noCampaigns')}
              body={t('suggestions.admin.noCampaignsBody')}
            />
          ) : (
            <Stack spacing={1.5}>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.items.map((campaign) => (
                  <CampaignRow key={campaign.id} campaign={campaign} onOpen={onOpen} />
                ))}
              </Stack>
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

function CampaignRow({
  campaign,
  onOpen,
}: {
  campaign: IdeaCampaign;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Box
      component="li"
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: '1 1 18rem' }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {campaign.title}
          </Typography>
          <CampaignStateChip campaign={campaign} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('suggestions.campaign.deadline')} <DateTimeText value={campaign.deadline} />
          {' · '}
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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Link component={RouterLink} to={campaignPath(campaign.id)}>
          {t('suggestions.admin.viewCampaign')}
        </Link>
        <Button
          variant="outlined"
          onClick={() => onOpen(campaign.id)}
          aria-label={t('suggestions.admin.editCampaign', { title: campaign.title })}
        >
          {t('suggestions.admin.edit')}
        </Button>
      </Stack>
    </Box>
  );
}
