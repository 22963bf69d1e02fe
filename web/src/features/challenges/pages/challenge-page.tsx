import QrCode from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { Panel } from '@/components/layout/panel';
import { NotFound } from '@/components/not-found';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useLiveEvent } from '@/lib/live/live-bus';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  challengeQueryOptions,
  membershipMutation,
  refreshChallenges,
  type ChallengeDetail,
} from '../api/challenges';
import { ChallengeActivityList } from '../components/challenge-activity';
import { ChallengeLeaderboard } from '../components/challenge-leaderboard';
import { ChallengeProgress } from '../components/challenge-progress';
import { ChallengeStatusChip } from '../components/challenge-status-chip';
import { CheckinPanel } from '../components/checkin-panel';
import { ClaimDialog } from '../components/claim-dialog';
import { CodeDialog } from '../components/code-dialog';
import { MyClaims } from '../components/my-claims';
import { useChallengeErrorMessage } from '../lib/use-challenge-error';
import { useChallengeWords } from '../lib/use-challenge-words';
import { challengeManagePath, challengesPaths } from '../paths';

/** `/challenges/:challengeId`: one challenge with its rules and accessible alternative, my
 *  progress, what to do by its metric (a claim, a number, a check-in, or nothing: it counts by
 *  itself), my claims, the leaderboard and the activity; its admins and approvers see "Mostrar
 *  código" (check-in challenges) and admins "Gestionar". */
export function ChallengePage() {
  const { t } = useTranslation();
  const { challengeId } = useParams();
  const id = Number(challengeId);
  const valid = Number.isInteger(id) && id > 0;
  const challenge = useQuery({ ...challengeQueryOptions(id), enabled: valid });
  useDocumentTitle(challenge.data?.title ?? t('challenges.detail.title'));
  if (!valid) return <NotFound />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={challengesPaths.list} underline="hover">
          {t('challenges.detail.back')}
        </Link>
      </Box>
      <QueryContent query={challenge} loadingLabel={t('challenges.detail.loading')}>
        {(data) => <ChallengeView challenge={data} />}
      </QueryContent>
    </Stack>
  );
}

/** The live hint that a claim was decided (the approvals module declares it; backquoted: see
 *  lib/live/live-events.ts). */
const DECIDED = `approvals.changed`;

function ChallengeView({ challenge }: { challenge: ChallengeDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = useChallengeWords();
  const describe = useChallengeErrorMessage();
  const client = useQueryClient();
  const [claiming, setClaiming] = useState(false);
  const [showCode, setShowCode] = useState(false);
  const membership = useMutation(membershipMutation(challenge.id));
  // A decision on a claim (here or in the approvals inbox) reads the challenge again.
  useLiveEvent(DECIDED, () => void refreshChallenges(client));
  const { mine } = challenge;
  const claims = challenge.metric === 'claims' || challenge.metric === 'number';
  const act = (step: 'join' | 'leave') =>
    membership.mutate(step, {
      onSuccess: () =>
        showToast(t(`challenges.join.${step}Done`, { title: challenge.title }), 'success'),
      onError: (error) => showToast(describe(error), 'error'),
    });
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {challenge.cover_url ? (
          <Box
            component="img"
            src={challenge.cover_url}
            alt=""
            sx={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'cover' }}
          />
        ) : null}
        <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {challenge.title}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
              {challenge.can_approve && challenge.metric === 'checkin' ? (
                <Button variant="outlined" startIcon={<QrCode />} onClick={() => setShowCode(true)}>
                  {t('challenges.detail.showCode')}
                </Button>
              ) : null}
              {challenge.can_manage ? (
                <Button
                  component={RouterLink}
                  to={challengeManagePath(challenge.id)}
                  variant="outlined"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('challenges.detail.manage')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <ChallengeStatusChip status={challenge.status} />
            <Chip size="small" variant="outlined" label={words.period(challenge)} />
            {challenge.kind === 'team' ? (
              <Chip
                size="small"
                variant="outlined"
                label={t(`challenges.kind.teamBy.${challenge.team_basis ?? 'department'}`)}
              />
            ) : null}
          </Stack>
          <Typography sx={{ fontWeight: 600 }}>{words.goal(challenge)}</Typography>
          {challenge.reward_points > 0 || challenge.badge ? (
            <Typography variant="body2">
              {t('challenges.detail.reward', {
                reward: [
                  challenge.reward_points > 0
                    ? t('challenges.points', {
                        count: challenge.reward_points,
                        formatted: format.number(challenge.reward_points),
                      })
                    : null,
                  challenge.badge
                    ? t('challenges.detail.badge', { name: challenge.badge.name })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' + '),
              })}
            </Typography>
          ) : null}
          {!challenge.open ? (
            <Typography color="text.secondary">{t('challenges.detail.notOpen')}</Typography>
          ) : null}
          {mine.participant ? <ChallengeProgress challenge={challenge} mine={mine} /> : null}
          {mine.can_join ? (
            <Box>
              <Button
                variant="contained"
                onClick={() => act('join')}
                loading={membership.isPending}
              >
                {t('challenges.join.join')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Paper>
      {challenge.rules || challenge.alternative ? (
        <Panel level={2} title={t('challenges.detail.rules')}>
          <Stack spacing={1.5}>
            {challenge.rules ? (
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {challenge.rules}
              </Typography>
            ) : null}
            {challenge.alternative ? (
              <Alert severity="info" icon={false} data-testid="challenge-alternative">
                <AlertTitle>{t('challenges.detail.alternative')}</AlertTitle>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {challenge.alternative}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('challenges.detail.alternativeHelp')}
                </Typography>
              </Alert>
            ) : null}
          </Stack>
        </Panel>
      ) : null}
      {mine.participant && challenge.open ? (
        <Panel level={2} title={t('challenges.detail.howTo')}>
          {claims ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2">
                {mine.claims_left_today > 0
                  ? t('challenges.detail.leftToday', {
                      count: mine.claims_left_today,
                      formatted: format.number(mine.claims_left_today),
                    })
                  : t('challenges.detail.noneLeftToday')}
              </Typography>
              <Button
                variant="contained"
                onClick={() => setClaiming(true)}
                disabled={mine.claims_left_today <= 0}
              >
                {t(
                  challenge.metric === 'number'
                    ? 'challenges.detail.record'
                    : 'challenges.detail.claim',
                )}
              </Button>
            </Stack>
          ) : null}
          {challenge.metric === 'checkin' ? <CheckinPanel challenge={challenge} /> : null}
          {challenge.metric === 'product_event' && challenge.product_event ? (
            <Typography>{t(`challenges.detail.counts.${challenge.product_event}`)}</Typography>
          ) : null}
        </Panel>
      ) : null}
      {claims && (mine.participant || challenge.my_claims.length > 0) ? (
        <Panel level={2} title={t('challenges.detail.myClaims')}>
          <MyClaims challenge={challenge} />
        </Panel>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Panel level={2} title={t('challenges.detail.leaderboard')}>
          <ChallengeLeaderboard challenge={challenge} />
        </Panel>
        {challenge.show_in_feed ? (
          <Panel level={2} title={t('challenges.detail.activity')}>
            <ChallengeActivityList challenge={challenge} />
          </Panel>
        ) : null}
      </Box>
      {mine.joined && challenge.join_mode === 'open' && challenge.status !== 'ended' ? (
        <Box>
          <Button color="inherit" onClick={() => act('leave')} disabled={membership.isPending}>
            {t('challenges.join.leave')}
          </Button>
        </Box>
      ) : null}
      {claiming ? <ClaimDialog challenge={challenge} onClose={() => setClaiming(false)} /> : null}
      {showCode ? (
        <CodeDialog
          challengeId={challenge.id}
          title={challenge.title}
          onClose={() => setShowCode(false)}
        />
      ) : null}
    </Stack>
  );
}
