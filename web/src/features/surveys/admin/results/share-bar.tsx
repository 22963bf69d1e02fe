import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One bar of a bar chart: its label and figure on a line, then the bar (0 to 1 of the width). */
export function ShareBar({
  label,
  figure,
  share,
  ...data
}: {
  label: ReactNode;
  figure: ReactNode;
  /** 0 to 1; null draws no bar (a hidden segment). */
  share: number | null;
} & Record<`data-${string}`, string>) {
  return (
    <Box component="li" {...data}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          {figure}
        </Typography>
      </Stack>
      {share === null ? null : (
        <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
          <Box
            sx={{
              height: '100%',
              width: `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`,
              bgcolor: 'primary.main',
            }}
          />
        </Box>
      )}
    </Box>
  );
}
