import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';

import { campaignIdeasQueryOptions, type Idea, type IdeaCampaign } from '../api/ideas';
import { StatusChip } from '../components/status-chip';
import { averageText, groupByQuadrant, QUADRANTS } from '../lib/matrix';
import { ideaPath } from '../paths';

/** The most ideas the grouping reads at once (the contract's largest page). */
const MATRIX_IDEAS = 100;

/** The reviewers' 2×2: the campaign's ideas by their averages of impact (high on top) and effort
 *  (low on the left), the unscored ones apart; each idea leads to its page, where it is scored. */
export function IdeasMatrix({ campaign }: { campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  const list = useQuery(
    campaignIdeasQueryOptions(campaign.id, { sort: 'votes', page: 0, perPage: MATRIX_IDEAS }),
  );
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h2">{t('suggestions.matrix.title')}</Typography>
        <Typography color="text.secondary">{t('suggestions.matrix.description')}</Typography>
      </Stack>
      <QueryContent query={list} loadingLabel={t('suggestions.matrix.loading')}>
        {(data) => {
          const { groups, unscored } = groupByQuadrant(data.items);
          return (
            <Stack spacing={2}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {QUADRANTS.map((quadrant) => (
                  <Group
                    key={quadrant}
                    title={t(`suggestions.quadrants.${quadrant}.name`)}
                    hint={t(`suggestions.quadrants.${quadrant}.hint`)}
                    ideas={groups[quadrant]}
                    campaign={campaign}
                    emphasis={quadrant === 'quick_win'}
                  />
                ))}
              </Box>
              <Group
                title={t('suggestions.matrix.unscored')}
                hint={t('suggestions.matrix.unscoredHint')}
                ideas={unscored}
                campaign={campaign}
              />
            </Stack>
          );
        }}
      </QueryContent>
    </Stack>
  );
}

function Group({
  title,
  hint,
  ideas,
  campaign,
  emphasis = false,
}: {
  title: string;
  hint: string;
  ideas: readonly Idea[];
  campaign: IdeaCampaign;
  emphasis?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, borderColor: emphasis ? 'success.main' : 'divider' }}
    >
      <Typography id={id} variant="h3" component="h3">
        {title} ({ideas.length})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {ideas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('suggestions.matrix.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ideas.map((idea) => (
            <Stack component="li" key={idea.id} spacing={0.25}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Link
                  component={RouterLink}
                  to={ideaPath(campaign.id, idea.id)}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {idea.title}
                </Link>
                <StatusChip area="idea" status={idea.status} />
              </Stack>
              {idea.scores && idea.scores.count > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('suggestions.matrix.averages', {
                    impact: averageText(idea.scores.impact_avg, i18n.language),
                    effort: averageText(idea.scores.effort_avg, i18n.language),
                    count: idea.scores.count,
                  })}
                </Typography>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
