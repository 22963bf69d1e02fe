import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext, useEffect } from 'react';

import type { Bar } from './bar-list';
import { ChartBarsContext } from './chart-bars-context';

const HEIGHT = 160;

/** Vertical columns (plain boxes): each group's column scaled to `share` (0..1), its figure on
 *  top and its name under it (cut short; the whole name is in the list's words and the table).
 *  The columns share the card's width, so the chart never scrolls sideways. */
export function ColumnChart({ bars, summary }: { bars: Bar[]; summary: string }) {
  const register = useContext(ChartBarsContext);
  useEffect(() => {
    if (!register) return undefined;
    register(bars);
    return () => register(null);
  }, [register, bars]);
  return (
    <Box
      component="ul"
      aria-label={summary}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(${Math.max(1, bars.length)}, minmax(0, 1fr))`,
        // Columns no wider than 120 px: a few groups do not fill a wide card with one block.
        maxWidth: Math.max(1, bars.length) * 120,
        alignItems: 'end',
      }}
    >
      {bars.map((bar) => (
        <Box
          component="li"
          key={bar.key}
          aria-label={`${bar.label}: ${bar.text}${bar.detail ? `. ${bar.detail}` : ''}`}
          sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
        >
          <Typography variant="caption" aria-hidden="true" noWrap sx={{ textAlign: 'center' }}>
            {bar.text}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{
              height: HEIGHT,
              display: 'flex',
              alignItems: 'flex-end',
              bgcolor: 'action.hover',
            }}
          >
            <Box
              sx={{
                width: '100%',
                height: `${Math.max(0, Math.min(1, bar.share)) * 100}%`,
                bgcolor: 'primary.main',
              }}
            />
          </Box>
          <Typography
            variant="caption"
            aria-hidden="true"
            noWrap
            title={bar.label}
            sx={{ textAlign: 'center' }}
          >
            {bar.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
