import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { MoodEntry } from '../api/moods';
import { addDays, dayLabel } from '../lib/days';
import { levelKey } from '../lib/levels';

import { MoodFace } from './mood-face';

/** The week at a glance: the last seven days up to `today`, each with its face and word (or
 *  "Sin registro"). A list, so a screen reader reads each day. */
export function MoodWeek({ today, entries }: { today: string; entries: readonly MoodEntry[] }) {
  const { t, i18n } = useTranslation();
  const byDay = new Map(entries.map((entry) => [entry.day, entry]));
  const days = Array.from({ length: 7 }, (_unused, index) => addDays(today, index - 6));
  return (
    <Box
      component="ol"
      aria-label={t('moods.checkIn.week')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        gap: 0.5,
      }}
    >
      {days.map((day) => {
        const entry = byDay.get(day);
        return (
          <Box
            component="li"
            key={day}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0 }}
          >
            <Typography variant="caption" color="text.secondary" noWrap>
              {dayLabel(day, i18n.language, { weekday: 'short' })}
            </Typography>
            {entry ? (
              <>
                <MoodFace level={entry.level} color="primary" />
                <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.1 }}>
                  {t(levelKey(entry.level))}
                </Typography>
              </>
            ) : (
              <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('moods.checkIn.noEntry')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
