import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';

import { calibrationQueryOptions } from '../api';
import { ShareButton } from '../share-button';
import type { Box, CalibrationPerson, Cycle } from '../types';

import { DistributionTable } from './distribution-table';
import { HistoryDialog } from './history-dialog';
import { MoveDialog } from './move-dialog';
import { NineBox } from './nine-box';
import { PersonChip } from './person-chip';

/** The cycle's calibration (EVA-6): the 9-box, the people not rated yet, the distribution per
 *  leader, one leader's people at a time if wished, each person's history; moves happen in the
 *  calibration phase, sharing in the next. */
export function CalibrationTab({ cycle }: { cycle: Cycle }) {
  const { t } = useTranslation();
  const id = useId();
  const [leaderId, setLeaderId] = useState<number | null>(null);
  const [moving, setMoving] = useState<{ person: CalibrationPerson; to: Box } | null>(null);
  const [history, setHistory] = useState<CalibrationPerson | null>(null);
  const everyone = useQuery(calibrationQueryOptions(cycle.id, null));
  const view = useQuery(calibrationQueryOptions(cycle.id, leaderId));
  const editable = cycle.phase === 'calibration';
  const leaders = everyone.data?.distribution.leaders ?? [];
  const move = (person: CalibrationPerson, to: Box) => setMoving({ person, to });

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <SelectInput
          id={`${id}-leader`}
          label={t('evaluations.admin.calibration.leaderFilter')}
          value={leaderId === null ? '' : String(leaderId)}
          onChange={(event) =>
            setLeaderId(event.target.value === '' ? null : Number(event.target.value))
          }
          fullWidth={false}
          options={[
            { value: '', label: t('evaluations.admin.calibration.allLeaders') },
            ...leaders.flatMap((entry) =>
              entry.leader ? [{ value: String(entry.leader.id), label: entry.leader.name }] : [],
            ),
          ]}
        />
        {cycle.phase === 'sharing' ? <ShareButton cycle={cycle} /> : null}
      </Stack>
      <QueryContent query={view} loadingLabel={t('admin.common.loading')}>
        {(data) => (
          <Stack spacing={3}>
            <NineBox view={data} editable={editable} onMove={move} onHistory={setHistory} />
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={`${id}-unrated`}
              sx={{ p: 2 }}
            >
              <Stack spacing={1}>
                <Typography id={`${id}-unrated`} variant="h3" component="h3">
                  {t('evaluations.admin.calibration.unrated', { count: data.unrated.length })}
                </Typography>
                {data.unrated.length === 0 ? (
                  <Typography color="text.secondary">
                    {t('evaluations.admin.calibration.unratedNone')}
                  </Typography>
                ) : (
                  <>
                    <Typography variant="body2" color="text.secondary">
                      {t('evaluations.admin.calibration.unratedHelp')}
                    </Typography>
                    <Stack
                      component="ul"
                      direction="row"
                      useFlexGap
                      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
                    >
                      {data.unrated.map((person) => (
                        <li key={person.id}>
                          <PersonChip
                            person={person}
                            editable={editable}
                            onMove={move}
                            onHistory={setHistory}
                          />
                        </li>
                      ))}
                    </Stack>
                  </>
                )}
              </Stack>
            </Paper>
            <DistributionTable distribution={data.distribution} />
          </Stack>
        )}
      </QueryContent>
      {moving ? (
        <MoveDialog person={moving.person} target={moving.to} onClose={() => setMoving(null)} />
      ) : null}
      {history ? (
        <HistoryDialog
          participantId={history.id}
          name={history.person.full_name}
          onClose={() => setHistory(null)}
        />
      ) : null}
    </Stack>
  );
}
