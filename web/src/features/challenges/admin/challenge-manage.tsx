import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { TabbedPanel } from '@/components/layout/tabbed-panel';

import { managedChallengeQueryOptions } from '../api/admin-challenges';
import type { ChallengeDetail } from '../api/challenges';
import { ChallengeStatusChip } from '../components/challenge-status-chip';
import { challengePath } from '../paths';

import { ChallengeEditor } from './challenge-editor';
import { ClaimsTable } from './claims-table';
import { LifecycleActions } from './lifecycle-actions';
import { MANAGE_TABS, type ManageTab } from './manage-tabs';
import { StatsTiles } from './stats-tiles';

export type ChallengeManageProps = {
  challengeId: number;
  tab: ManageTab;
  onTab: (tab: ManageTab) => void;
  onBack: () => void;
};

/** One challenge in the console: its lifecycle on top, then its editor, its claims and its
 *  figures as tabs. */
export function ChallengeManage({ challengeId, tab, onTab, onBack }: ChallengeManageProps) {
  const { t } = useTranslation();
  const challenge = useQuery(managedChallengeQueryOptions(challengeId));
  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('challenges.admin.back')}
        </Button>
      </Box>
      <QueryContent query={challenge} loadingLabel={t('challenges.admin.loading')}>
        {(data) => <ManageView challenge={data} tab={tab} onTab={onTab} />}
      </QueryContent>
    </Stack>
  );
}

function ManageView({
  challenge,
  tab,
  onTab,
}: {
  challenge: ChallengeDetail;
  tab: ManageTab;
  onTab: (tab: ManageTab) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const editable = challenge.status !== 'ended' && challenge.status !== 'archived';
  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {challenge.title}
          </Typography>
          <ChallengeStatusChip status={challenge.status} />
        </Stack>
        {challenge.status === 'draft' || challenge.status === 'archived' ? null : (
          <Link component={RouterLink} to={challengePath(challenge.id)} underline="hover">
            {t('challenges.admin.seePage')}
          </Link>
        )}
        <LifecycleActions challenge={challenge} />
      </Stack>
      <TabbedPanel
        idPrefix={id}
        label={t('challenges.admin.tabsLabel')}
        tabs={MANAGE_TABS.map((entry) => ({
          value: entry,
          label:
            entry === 'claims' && challenge.pending_count > 0
              ? t('challenges.admin.tabs.claimsCount', { count: challenge.pending_count })
              : t(`challenges.admin.tabs.${entry}`),
        }))}
        value={tab}
        onChange={onTab}
        scrollable
        tabsSx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tab === 'edit' ? (
          editable ? (
            <ChallengeEditor key={challenge.id} challenge={challenge} onSaved={() => undefined} />
          ) : (
            <Typography color="text.secondary">{t('challenges.admin.noEdit')}</Typography>
          )
        ) : null}
        {tab === 'claims' ? <ClaimsTable challengeId={challenge.id} /> : null}
        {tab === 'stats' ? <StatsTiles challengeId={challenge.id} /> : null}
      </TabbedPanel>
    </Stack>
  );
}
