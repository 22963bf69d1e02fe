import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { QueryContent } from '@/components/feedback/query-content';

import { historyQueryOptions } from '../api';
import { boxName, boxOf } from '../box-words';
import type { HistoryEntry } from '../types';

/** A person's rating history (EVA-★2, admins only), oldest first: what each rating was, "de X a
 *  Y" for each calibration, who, when and why. */
export function HistoryDialog({
  participantId,
  name,
  onClose,
}: {
  participantId: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const history = useQuery(historyQueryOptions(participantId));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={`${id}-title`}>{t('evaluations.admin.history.title', { name })}</DialogTitle>
      <DialogContent dividers>
        <QueryContent
          query={history}
          loadingLabel={t('admin.common.loading')}
          isEmpty={(rows) => rows.length === 0}
          empty={<Typography>{t('evaluations.admin.history.empty')}</Typography>}
        >
          {(rows) => (
            <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((row) => (
                <Paper component="li" variant="outlined" key={row.id} sx={{ p: 1.5 }}>
                  <HistoryRow row={row} />
                </Paper>
              ))}
            </Stack>
          )}
        </QueryContent>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function HistoryRow({ row }: { row: HistoryEntry }) {
  const { t } = useTranslation();
  const from = boxOf(row.from);
  const to = boxOf(row.to);
  const what = (() => {
    if (row.kind === 'calibration')
      return t('evaluations.admin.history.calibration', {
        from: from ? boxName(t, from) : t('evaluations.admin.history.noRating'),
        to: to ? boxName(t, to) : t('evaluations.admin.history.noRating'),
      });
    if (row.kind === 'leader' && to)
      return t('evaluations.admin.history.leader', { box: boxName(t, to) });
    return t(
      row.kind === 'leader'
        ? 'evaluations.admin.history.leaderOverall'
        : 'evaluations.admin.history.self',
      { overall: row.overall ?? '—' },
    );
  })();
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 600 }}>{what}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('evaluations.admin.history.by', { name: row.actor.full_name })}
        {' · '}
        <DateTimeText value={row.created_at} />
      </Typography>
      {row.reason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('evaluations.admin.history.reason', { reason: row.reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}
