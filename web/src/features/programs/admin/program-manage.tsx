import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { TabbedPanel } from '@/components/layout/tabbed-panel';

import { managedProgramQueryOptions } from '../api/admin-programs';
import type { ProgramDetail } from '../api/programs';
import { ProgramStatusChip } from '../components/program-status-chip';
import { programPath } from '../paths';

import { AssignDialog } from './assign-dialog';
import { AssignmentsTable } from './assignments-table';
import { LifecycleActions } from './lifecycle-actions';
import { MANAGE_TABS, type ManageTab } from './manage-tabs';
import { ProgramEditor } from './program-editor';
import { StatsTiles } from './stats-tiles';
import { SubmissionsTable } from './submissions-table';

export type ProgramManageProps = {
  programId: number;
  tab: ManageTab;
  isAdmin: boolean;
  onTab: (tab: ManageTab) => void;
  onBack: () => void;
};

/** One program in the console: its lifecycle and "Asignar" on top, then its editor, its
 *  submissions, its assignments and its figures as tabs. */
export function ProgramManage({ programId, tab, isAdmin, onTab, onBack }: ProgramManageProps) {
  const { t } = useTranslation();
  const program = useQuery(managedProgramQueryOptions(programId));
  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('programs.admin.back')}
        </Button>
      </Box>
      <QueryContent query={program} loadingLabel={t('programs.admin.loading')}>
        {(data) => (
          <ManageView program={data} tab={tab} isAdmin={isAdmin} onTab={onTab} onBack={onBack} />
        )}
      </QueryContent>
    </Stack>
  );
}

function ManageView({
  program,
  tab,
  isAdmin,
  onTab,
  onBack,
}: Omit<ProgramManageProps, 'programId'> & { program: ProgramDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [assigning, setAssigning] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {program.title}
          </Typography>
          <ProgramStatusChip status={program.status} />
        </Stack>
        {program.status === 'draft' ? null : (
          <Link component={RouterLink} to={programPath(program.id)} underline="hover">
            {t('programs.admin.seePage')}
          </Link>
        )}
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <LifecycleActions program={program} isAdmin={isAdmin} onDeleted={onBack} />
          {program.status === 'closed' ? null : (
            <Button size="small" variant="outlined" onClick={() => setAssigning(true)}>
              {t('programs.admin.assign.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      <TabbedPanel
        idPrefix={id}
        label={t('programs.admin.tabsLabel')}
        tabs={MANAGE_TABS.map((entry) => ({
          value: entry,
          label:
            entry === 'submissions' && program.pending_count > 0
              ? t('programs.admin.tabs.submissionsCount', { count: program.pending_count })
              : t(`programs.admin.tabs.${entry}`),
        }))}
        value={tab}
        onChange={onTab}
        scrollable
        tabsSx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tab === 'edit' ? (
          program.status === 'closed' ? (
            <Typography color="text.secondary">{t('programs.admin.closedNoEdit')}</Typography>
          ) : (
            <ProgramEditor
              key={program.id}
              program={program}
              isAdmin={isAdmin}
              onSaved={() => undefined}
            />
          )
        ) : null}
        {tab === 'submissions' ? <SubmissionsTable programId={program.id} /> : null}
        {tab === 'assignments' ? <AssignmentsTable programId={program.id} /> : null}
        {tab === 'stats' ? <StatsTiles programId={program.id} /> : null}
      </TabbedPanel>
      {assigning ? <AssignDialog program={program} onClose={() => setAssigning(false)} /> : null}
    </Stack>
  );
}
