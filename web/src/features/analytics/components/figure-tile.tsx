import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FigureTileProps = {
  label: string;
  value: string;
  /** The figure in words, or against the previous period. */
  caption?: ReactNode;
  children?: ReactNode;
};

/** One headline figure of a report (not a registry KPI): its name, the value and a line of words. */
export function FigureTile({ label, value, caption, children }: FigureTileProps) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      sx={{ p: 2, height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 0.5 }} data-testid="figure-value">
        {value}
      </Typography>
      {caption ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {caption}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
