import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** Figure tiles side by side, as many per row as fit (one on a phone). */
export function StatTiles({
  children,
  minWidth = 220,
}: {
  children: ReactNode;
  minWidth?: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

/** One figure (or a few) under its label, a section named by the label. */
export function StatTile({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Paper>
  );
}

/** The tile's big number. */
export function StatFigure({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h2" component="p">
      {children}
    </Typography>
  );
}

/** Counts by label (e.g. by status) as a description list, the counts aligned right. */
export function StatCounts({ rows }: { rows: { key: string; label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
