import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { PersonAvatar } from '@/components/people/person-avatar';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  changeIdeaStatus,
  IDEA_STATUSES,
  ideaKeys,
  ideaQueryOptions,
  refreshIdeas,
  type IdeaDetail,
  type IdeaStatus,
} from '../api/ideas';
import { AttachmentLinks } from '../components/attachment-links';
import { StatusChangeForm } from '../components/status-change-form';
import { StatusChip } from '../components/status-chip';
import { StatusTimeline } from '../components/status-timeline';
import { VoteButton } from '../components/vote-button';
import { useItemId } from '../lib/use-item-id';
import { campaignPath } from '../paths';
import { IdeaScoring } from '../review/idea-scoring';

import { IdeaComments } from './idea-comments';
import { ItemState } from './item-state';

/** `/suggestions/ideas/:campaignId/:ideaId`: one idea with its author, its vote, its status with
 *  the public reason and the timeline of its moves, its files and comments; the campaign's
 *  reviewers move its status (with the points it pays) and score it. */
export function IdeaPage() {
  const { t } = useTranslation();
  const campaignId = useItemId('campaignId');
  const ideaId = useItemId('ideaId');
  const query = useQuery({ ...ideaQueryOptions(ideaId ?? 0), enabled: ideaId !== null });
  useDocumentTitle(query.data?.title ?? t('suggestions.idea.pageTitle'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', minWidth: 0, width: '100%' }}>
      {campaignId !== null ? (
        <Box>
          <Link component={RouterLink} to={campaignPath(campaignId)} underline="hover">
            {query.data
              ? t('suggestions.idea.backTo', { title: query.data.campaign.title })
              : t('suggestions.idea.back')}
          </Link>
        </Box>
      ) : null}
      <ItemState id={ideaId} query={query} loadingLabel={t('suggestions.idea.loading')}>
        {(idea) => <IdeaView idea={idea} />}
      </ItemState>
    </Stack>
  );
}

function IdeaView({ idea }: { idea: IdeaDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const format = useNumberFormat();
  const move = useMutation({
    mutationFn: (change: { status: IdeaStatus; reason: string | null }) =>
      changeIdeaStatus(idea.id, change),
    onSuccess: (changed) => {
      const paid = changed.history.at(-1)?.points_paid ?? 0;
      showToast(
        paid > 0
          ? t('suggestions.idea.movedPaid', { points: format.number(paid) })
          : t('suggestions.idea.moved'),
        'success',
      );
      client.setQueryData(ideaKeys.idea(changed.id), changed);
      return refreshIdeas(client);
    },
  });
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Box>
                <StatusChip area="idea" status={idea.status} />
              </Box>
              <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                {idea.title}
              </Typography>
            </Stack>
            <Box sx={{ flexShrink: 0 }}>
              <VoteButton idea={idea} open={idea.campaign.open} size="medium" />
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PersonAvatar person={idea.author} size={32} />
            <Typography variant="body2" color="text.secondary">
              {idea.author.full_name} · <DateText value={idea.created_at} />
            </Typography>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {idea.body}
          </Typography>
          <AttachmentLinks files={idea.attachments} />
          {idea.reason ? (
            <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('suggestions.idea.reasonTitle')}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {idea.reason}
              </Typography>
            </Box>
          ) : null}
        </Stack>
      </Paper>
      {idea.can_review ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <StatusChangeForm
              key={`${idea.status}-${idea.history.length}`}
              area="idea"
              current={idea.status}
              statuses={IDEA_STATUSES}
              pending={move.isPending}
              error={move.error}
              onSubmit={(change) => move.mutate(change)}
            />
            <Divider />
            <IdeaScoring idea={idea} />
          </Stack>
        </Paper>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <StatusTimeline
          area="idea"
          history={idea.history}
          title={t('suggestions.timeline.title')}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <IdeaComments idea={idea} />
      </Paper>
    </Stack>
  );
}
