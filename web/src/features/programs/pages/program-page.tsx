import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { Panel } from '@/components/layout/panel';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useLiveEvent } from '@/lib/live/live-bus';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import {
  programQueryOptions,
  refreshPrograms,
  type ProgramAction,
  type ProgramDetail,
} from '../api/programs';
import { ActionItem } from '../components/action-item';
import { MySubmissions } from '../components/my-submissions';
import { ProgramActivityList } from '../components/program-activity';
import { ProgramLeaderboard } from '../components/program-leaderboard';
import { usePeriodText } from '../components/program-period';
import { ProgramProgress } from '../components/program-progress';
import { ProgramStatusChip } from '../components/program-status-chip';
import { SubmitDialog } from '../components/submit-dialog';
import { useDay } from '../lib/use-day';
import { programManagePath } from '../paths';

/** `/programs/:programId`: one program with its actions in my state, my submissions, the
 *  leaderboard and the activity; its owners and admins see "Gestionar". */
export function ProgramPage() {
  const { t } = useTranslation();
  const { programId } = useParams();
  const id = Number(programId);
  const valid = Number.isInteger(id) && id > 0;
  const program = useQuery({ ...programQueryOptions(id), enabled: valid });
  useDocumentTitle(program.data?.title ?? t('programs.detail.title'));
  if (!valid) return <NotFound />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={paths.programs} underline="hover">
          {t('programs.detail.back')}
        </Link>
      </Box>
      <QueryContent query={program} loadingLabel={t('programs.detail.loading')}>
        {(data) => <ProgramView program={data} />}
      </QueryContent>
    </Stack>
  );
}

/** The live hint that evidence was decided (the approvals module declares it; backquoted: see
 *  lib/live/live-events.ts). */
const DECIDED = `approvals.changed`;

type Sending = { action: ProgramAction; resubmissionOf: number | null };

function ProgramView({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const day = useDay();
  const period = usePeriodText()(program);
  const [sending, setSending] = useState<Sending | null>(null);
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const client = useQueryClient();
  // A decision on evidence (here or in the approvals inbox) reads the program again.
  useLiveEvent(DECIDED, () => void refreshPrograms(client));
  const actions = program.actions.filter((action) => !action.archived);
  const { mine } = program;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {program.cover_url ? (
          <Box
            component="img"
            src={program.cover_url}
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
              {program.title}
            </Typography>
            {program.can_manage ? (
              <Box>
                <Button
                  component={RouterLink}
                  to={programManagePath(program.id, isAdmin)}
                  variant="outlined"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('programs.detail.manage')}
                </Button>
              </Box>
            ) : null}
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <ProgramStatusChip status={program.status} />
            {mine.assigned && mine.due_on ? (
              <Chip
                size="small"
                color={mine.overdue ? 'error' : 'default'}
                variant={mine.overdue ? 'filled' : 'outlined'}
                label={t(mine.overdue ? 'programs.card.overdue' : 'programs.card.due', {
                  date: day(mine.due_on),
                })}
              />
            ) : null}
            {period ? <Chip size="small" variant="outlined" label={period} /> : null}
          </Stack>
          {program.description ? (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {program.description}
            </Typography>
          ) : null}
          {!program.open ? (
            <Typography color="text.secondary">{t('programs.detail.notOpen')}</Typography>
          ) : null}
          {mine.total > 0 ? <ProgramProgress mine={mine} /> : null}
          {mine.points_earned > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('programs.detail.earned', {
                count: mine.points_earned,
                formatted: format.number(mine.points_earned),
              })}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
      <Panel level={2} title={t('programs.detail.actions')}>
        {actions.length === 0 ? (
          <Typography color="text.secondary">{t('programs.detail.noActions')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {actions.map((action) => (
              <ActionItem
                key={action.id}
                action={action}
                actions={actions}
                onSubmit={(chosen) => setSending({ action: chosen, resubmissionOf: null })}
              />
            ))}
          </Stack>
        )}
      </Panel>
      <Panel level={2} title={t('programs.detail.mySubmissions')}>
        <MySubmissions
          submissions={program.my_submissions}
          actions={actions}
          onResubmit={(action, submission) => setSending({ action, resubmissionOf: submission.id })}
        />
      </Panel>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Panel level={2} title={t('programs.detail.leaderboard')}>
          <ProgramLeaderboard programId={program.id} />
        </Panel>
        {program.show_in_feed ? (
          <Panel level={2} title={t('programs.detail.activity')}>
            <ProgramActivityList programId={program.id} />
          </Panel>
        ) : null}
      </Box>
      {sending ? (
        <SubmitDialog
          action={sending.action}
          showInFeed={program.show_in_feed}
          resubmissionOf={sending.resubmissionOf}
          onClose={() => setSending(null)}
        />
      ) : null}
    </Stack>
  );
}
