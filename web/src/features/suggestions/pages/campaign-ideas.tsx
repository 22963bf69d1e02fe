import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  campaignIdeasQueryOptions,
  IDEA_SORTS,
  type Idea,
  type IdeaCampaign,
  type IdeaSort,
} from '../api/ideas';
import { StatusChip } from '../components/status-chip';
import { VoteButton } from '../components/vote-button';
import { ideaPath, suggestionsParams } from '../paths';

import { IdeaForm } from './idea-form';

/** A campaign's ideas: the form while it is open, then the ideas by votes or newest, each with
 *  its status, author, comments and the vote button. */
export function CampaignIdeas({ campaign }: { campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const sort: IdeaSort =
    IDEA_SORTS.find((entry) => entry === params.get(suggestionsParams.sort)) ?? 'votes';
  const { page, perPage, setPage, controls } = useListPaging(20);
  const list = useQuery(campaignIdeasQueryOptions(campaign.id, { sort, page, perPage }));
  return (
    <Stack spacing={2}>
      {campaign.open ? (
        <IdeaForm campaign={campaign} />
      ) : (
        <Alert severity="info">
          {campaign.status === 'draft'
            ? t('suggestions.campaign.draftNote')
            : t('suggestions.campaign.closedNote')}
        </Alert>
      )}
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography variant="h2" id={`${id}-h`}>
          {t('suggestions.campaign.ideasTitle')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={sort}
          aria-label={t('suggestions.campaign.sortLabel')}
          onChange={(_event, next: IdeaSort | null) => {
            if (!next) return;
            setPage(0);
            const changed = new URLSearchParams(params);
            if (next === 'votes') changed.delete(suggestionsParams.sort);
            else changed.set(suggestionsParams.sort, next);
            setParams(changed, { replace: true });
          }}
        >
          {IDEA_SORTS.map((entry) => (
            <ToggleButton key={entry} value={entry}>
              {t(`suggestions.campaign.sort.${entry}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryContent query={list} loadingLabel={t('suggestions.campaign.loadingIdeas')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon="💡"
              title={t('suggestions.campaign.noIdeas')}
              body={
                campaign.open
                  ? t('suggestions.campaign.noIdeasOpen')
                  : t('suggestions.campaign.noIdeasClosed')
              }
            />
          ) : (
            <Stack spacing={1.5}>
              <Stack
                component="ul"
                spacing={1}
                aria-labelledby={`${id}-h`}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {data.items.map((idea) => (
                  <IdeaRow key={idea.id} idea={idea} campaign={campaign} />
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

function IdeaRow({ idea, campaign }: { idea: Idea; campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Box
      component="li"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', gap: 2 }}
    >
      <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Link
            component={RouterLink}
            to={ideaPath(campaign.id, idea.id)}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {idea.title}
          </Link>
          <StatusChip area="idea" status={idea.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {idea.author.full_name} · <DateText value={idea.created_at} />
        </Typography>
        <Typography
          variant="body2"
          sx={{
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflowWrap: 'anywhere',
          }}
        >
          {idea.body}
        </Typography>
        {idea.reason ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{t('suggestions.idea.reason')}</strong> {idea.reason}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ChatBubbleOutline fontSize="small" aria-hidden />
          <Typography variant="body2">
            {t('suggestions.idea.commentsCount', {
              count: idea.comments_count,
              number: format.number(idea.comments_count),
            })}
          </Typography>
        </Stack>
      </Stack>
      <Box sx={{ flexShrink: 0 }}>
        <VoteButton idea={idea} open={campaign.open} />
      </Box>
    </Box>
  );
}
