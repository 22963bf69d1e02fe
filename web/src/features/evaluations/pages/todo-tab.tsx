import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { PlainList } from '@/components/layout/plain-list';

import type { MyWork } from '../api/types';
import { ApprovalsList, NominateCard, PeerRequestsList } from '../components/nominations';
import { ReviewCard } from '../components/review-card';
import { StatusLine } from '../components/status-line';
import { workByCycle, type CycleWork } from '../lib/work-by-cycle';

/** "Por hacer": per cycle, its status line, the reviews to write, the nominations to make, to
 *  approve and the requests to evaluate a colleague. */
export function TodoTab({ work }: { work: MyWork }) {
  const { t } = useTranslation();
  const cycles = workByCycle(work);
  if (cycles.length === 0)
    return (
      <EmptyState
        icon="✅"
        title={t('evaluations.todo.empty')}
        body={t('evaluations.todo.emptyBody')}
      />
    );
  return (
    <Stack spacing={3}>
      {cycles.map((entry) => (
        <CycleSection key={entry.cycle.id} entry={entry} />
      ))}
    </Stack>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} component="h3" variant="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function CycleSection({ entry }: { entry: CycleWork }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
      data-testid="cycle-work"
    >
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography id={id} variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {entry.cycle.name}
          </Typography>
          {entry.line ? <StatusLine line={entry.line} testId="cycle-status-line" /> : null}
        </Stack>
        {entry.reviews.length > 0 ? (
          <Group title={t('evaluations.todo.reviews')}>
            <PlainList sx={{ display: 'grid', gap: 1 }}>
              {entry.reviews.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </PlainList>
          </Group>
        ) : null}
        {entry.toMake.map((toMake) => (
          <NominateCard key={toMake.participant_id} entry={toMake} />
        ))}
        {entry.toApprove.length > 0 ? (
          <Group title={t('evaluations.todo.toApprove')}>
            <ApprovalsList nominations={entry.toApprove} />
          </Group>
        ) : null}
        {entry.requests.length > 0 ? (
          <Group title={t('evaluations.todo.requests')}>
            <PeerRequestsList requests={entry.requests} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
