import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { IdeaStatus } from '../api/ideas';
import type { SuggestionStatus } from '../api/suggestions';

import { StatusChip, type StatusArea } from './status-chip';

export type TimelineEntry = {
  status: SuggestionStatus | IdeaStatus;
  reason: string | null;
  at: number;
  points_paid?: number;
};

/** The status history, oldest first: each move with its day and time, its public reason and,
 *  for an idea, the points it paid the author. */
export function StatusTimeline({
  area,
  history,
  title,
}: {
  area: StatusArea;
  history: readonly TimelineEntry[];
  title: string;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Stack spacing={1}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {history.map((entry, index) => (
          <Box
            component="li"
            key={`${entry.at}-${index}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: index === history.length - 1 ? 0 : 2,
              borderLeft: 2,
              borderColor: 'divider',
              ml: 1,
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: -7,
                top: 4,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              }}
            />
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <StatusChip area={area} status={entry.status} />
              <Typography variant="body2" color="text.secondary">
                <DateTimeText value={entry.at} />
              </Typography>
            </Stack>
            {entry.reason ? (
              <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.reason}
              </Typography>
            ) : null}
            {entry.points_paid ? (
              <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                {t('suggestions.timeline.pointsPaid', { points: format.number(entry.points_paid) })}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
