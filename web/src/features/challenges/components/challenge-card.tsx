import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { showToast } from '@/components/toast/toast';

import { membershipMutation, type Challenge } from '../api/challenges';
import { useChallengeErrorMessage } from '../lib/use-challenge-error';
import { useChallengeWords } from '../lib/use-challenge-words';
import { challengePath } from '../paths';

import { ChallengeProgress } from './challenge-progress';
import { ChallengeStatusChip } from './challenge-status-chip';

/** A challenge in /challenges' tabs: its cover, title, goal in words, period, my progress and
 *  rank when I take part, and "Unirme" when I may join; the card leads to its page. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const words = useChallengeWords();
  const describe = useChallengeErrorMessage();
  const join = useMutation(membershipMutation(challenge.id));
  const { mine } = challenge;
  return (
    <Card
      variant="outlined"
      component="article"
      data-challenge={challenge.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={challengePath(challenge.id)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {challenge.cover_url ? (
          <CardMedia component="img" height="120" image={challenge.cover_url} alt="" />
        ) : (
          <Box
            aria-hidden
            sx={{ height: 120, bgcolor: 'secondary.light', opacity: 0.35, flexShrink: 0 }}
          />
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack spacing={1}>
            <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {challenge.title}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {words.goal(challenge)}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {challenge.status === 'active' ? null : (
                <ChallengeStatusChip status={challenge.status} />
              )}
              {challenge.kind === 'team' ? (
                <Chip size="small" variant="outlined" label={t('challenges.kind.team')} />
              ) : null}
              {mine.completed ? (
                <Chip size="small" color="success" label={t('challenges.card.completed')} />
              ) : null}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {words.period(challenge)}
            </Typography>
            {mine.participant ? <ChallengeProgress challenge={challenge} mine={mine} /> : null}
          </Stack>
        </CardContent>
      </CardActionArea>
      {mine.can_join ? (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch' }}>
          <Button
            variant="contained"
            loading={join.isPending}
            aria-label={t('challenges.join.oneLabel', { title: challenge.title })}
            onClick={() =>
              join.mutate('join', {
                onSuccess: () =>
                  showToast(t('challenges.join.done', { title: challenge.title }), 'success'),
                onError: (error) => showToast(describe(error), 'error'),
              })
            }
          >
            {t('challenges.join.join')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
