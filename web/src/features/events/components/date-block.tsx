import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { viewerTimeZone, zonedParts } from '../lib/event-time';

/** The short name of a month in the UI language ("dic", "Dec"). */
function shortMonth(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2000, month - 1, 1)))
    .replace('.', '');
}

/** An event's day as a calendar leaf: the month's short name over the day's number, in the
 *  viewer's time zone. */
export function DateBlock({ startsAt }: { startsAt: number }) {
  const { i18n } = useTranslation();
  const { day, month } = zonedParts(startsAt, viewerTimeZone());
  return (
    <Box
      aria-hidden
      sx={{
        width: 56,
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        textAlign: 'center',
        overflow: 'hidden',
      }}
    >
      <Typography
        component="span"
        variant="caption"
        sx={{
          display: 'block',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          textTransform: 'uppercase',
          lineHeight: 1.8,
        }}
      >
        {shortMonth(month, i18n.language)}
      </Typography>
      <Typography
        component="span"
        sx={{ display: 'block', fontSize: 22, fontWeight: 700, py: 0.25 }}
      >
        {day}
      </Typography>
    </Box>
  );
}
