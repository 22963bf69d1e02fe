import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext, useEffect } from 'react';

import { ChartBarsContext } from './chart-bars-context';

export type Bar = {
  key: string;
  label: string;
  share: number;
  text: string;
  /** A line under the bar (its interval, whether it changed beyond chance). */
  detail?: string;
};

/** Horizontal bars (plain boxes, no library): each row's label, its bar scaled to `share`
 *  (0..1), its figure and an optional line under it. The rows are a list whose name is the chart's sentence. */
export function BarList({ bars, summary }: { bars: Bar[]; summary: string }) {
  // The card's image download draws these same bars.
  const register = useContext(ChartBarsContext);
  useEffect(() => {
    if (!register) return undefined;
    register(bars);
    return () => register(null);
  }, [register, bars]);
  return (
    <Stack component="ul" aria-label={summary} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {bars.map((bar) => (
        <Box component="li" key={bar.key} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
              {bar.label}
            </Typography>
            <Typography variant="body2" sx={{ flexShrink: 0 }}>
              {bar.text}
            </Typography>
          </Stack>
          <Box
            aria-hidden="true"
            sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${Math.max(0, Math.min(1, bar.share)) * 100}%`,
                bgcolor: 'primary.main',
              }}
            />
          </Box>
          {bar.detail ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {bar.detail}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
