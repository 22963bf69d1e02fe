import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { SafetyFollowUp } from '../api/health-safety';
import { formatDay } from '../lib/words';

/** What a reporter follows of a report, oldest first: each stage reached, the safety team's
 *  replies and what the reporter added, each with its day. */
export function FollowUpList({ entries, label }: { entries: SafetyFollowUp[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Typography variant="body2" color="text.secondary">
            {formatDay(entry.day)}
          </Typography>
          <Typography sx={{ fontWeight: entry.text ? 600 : 400 }}>
            {t(`healthSafety.follow.entry.${entry.kind}`)}
          </Typography>
          {entry.text ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Typography>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
