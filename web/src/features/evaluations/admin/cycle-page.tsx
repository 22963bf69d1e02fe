import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { SectionHeader } from '@/components/layout/section-header';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

import { StatusLine } from '../components/status-line';

import { cycleQueryOptions } from './api';
import { CalibrationTab } from './calibration/calibration-tab';
import { PhaseChip } from './chips';
import { CycleActions } from './cycle-actions';
import { ParticipantsTab } from './participants-tab';
import { calibrationOpen } from './phases';
import { ProgressText } from './progress-text';
import type { CycleDetail } from './types';

export type CyclePageProps = {
  cycleId: number;
  view: 'participants' | 'calibration';
  onView: (view: 'participants' | 'calibration' | 'edit') => void;
  onBack: () => void;
};

/** One cycle in the console: its phase, window, deadlines, status line and progress, what can
 *  be done with it, and its participants or (from calibration on) its 9-box. */
export function CyclePage({ cycleId, view, onView, onBack }: CyclePageProps) {
  const { t } = useTranslation();
  const cycle = useQuery(cycleQueryOptions(cycleId));
  return (
    <Stack spacing={3}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('evaluations.admin.cycle.back')}
        </Button>
      </Box>
      <QueryContent query={cycle} loadingLabel={t('admin.common.loading')}>
        {(data) => <CycleContent cycle={data} view={view} onView={onView} onBack={onBack} />}
      </QueryContent>
    </Stack>
  );
}

function CycleContent({
  cycle,
  view,
  onView,
  onBack,
}: Omit<CyclePageProps, 'cycleId'> & { cycle: CycleDetail }) {
  const { t } = useTranslation();
  const id = useId();
  useDocumentTitle(cycle.name);
  const calibration = calibrationOpen(cycle.phase);
  const shown = calibration ? view : 'participants';
  const deadlines = (
    ['nomination_due', 'writing_due', 'calibration_due', 'sharing_due'] as const
  ).filter((key) => cycle.deadlines[key]);

  return (
    <>
      <SectionHeader title={cycle.name} description={cycle.description || undefined} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography>{t('evaluations.admin.cycle.phaseIs')}</Typography>
            <PhaseChip phase={cycle.phase} />
          </Stack>
          <StatusLine line={cycle.status_line} />
          <ProgressText counts={cycle.counts} />
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
              gap: 1.5,
              m: 0,
            }}
          >
            <Fact label={t('evaluations.admin.cycle.window')}>
              <DateText value={cycle.period_from} /> – <DateText value={cycle.period_to} />
            </Fact>
            <Fact label={t('evaluations.admin.editor.directions')}>
              {cycle.directions
                .map((direction) => t(`evaluations.admin.direction.${direction}`))
                .join(', ')}
            </Fact>
            {deadlines.map((key) => (
              <Fact key={key} label={t(`evaluations.admin.deadline.${key}`)}>
                <DateText value={cycle.deadlines[key] ?? ''} />
              </Fact>
            ))}
          </Box>
          <CycleActions cycle={cycle} onEdit={() => onView('edit')} onDeleted={onBack} />
        </Stack>
      </Paper>
      {calibration ? (
        <TabbedPanel
          idPrefix={`${id}-cycle`}
          label={t('evaluations.admin.cycle.tabsLabel')}
          tabs={[
            { value: 'participants', label: t('evaluations.admin.cycle.tabs.participants') },
            { value: 'calibration', label: t('evaluations.admin.cycle.tabs.calibration') },
          ]}
          value={shown}
          onChange={onView}
          tabsSx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ pt: 2 }}>
            {shown === 'calibration' ? (
              <CalibrationTab cycle={cycle} />
            ) : (
              <ParticipantsTab cycle={cycle} />
            )}
          </Box>
        </TabbedPanel>
      ) : (
        <ParticipantsTab cycle={cycle} />
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
