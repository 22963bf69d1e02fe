import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { MoodEntry } from '../api/moods';
import { dayLabel } from '../lib/days';
import { levelKey } from '../lib/levels';

import { MoodFace } from './mood-face';

/** The days of a range that have a check-in, each with its face, word and (for the person's own
 *  history) their note. */
export function MoodCalendar({ entries }: { entries: readonly MoodEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('moods.page.calendar')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 1,
      }}
    >
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.day}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.25,
            minWidth: 0,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {dayLabel(entry.day, i18n.language, {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
            })}
          </Typography>
          <MoodFace level={entry.level} color="primary" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(levelKey(entry.level))}
          </Typography>
          {entry.note ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}
            >
              {t('moods.page.noteLabel', { note: entry.note })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
