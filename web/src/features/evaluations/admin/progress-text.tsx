import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { CycleCounts } from './types';

/** "12 de 40 evaluaciones enviadas · 10 participantes", with a bar. */
export function ProgressText({ counts }: { counts: CycleCounts }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { reviews_submitted: done, reviews_total: total, participants } = counts;
  const text =
    total === 0
      ? t('evaluations.admin.progress.noReviews', {
          count: participants,
          participants: format.number(participants),
        })
      : t('evaluations.admin.progress.reviews', {
          count: participants,
          done: format.number(done),
          total: format.number(total),
          participants: format.number(participants),
        });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Typography component="span" variant="body2">
        {text}
      </Typography>
      {total > 0 ? (
        // A plain bar (the text says it): a progressbar role would read as something loading.
        <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
          <Box
            sx={{
              height: 6,
              borderRadius: 3,
              bgcolor: 'primary.main',
              width: `${Math.round((done / total) * 100)}%`,
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
