import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type PlainListProps = {
  /** Ordered (ranks) or not. */
  ordered?: boolean;
  label?: string;
  /** The layout of the items (a grid, a wrapping row...). */
  sx?: Record<string, unknown>;
  children: ReactNode;
};

/** A list without bullets or indent, laid out by `sx`: cards, chips, steps. */
export function PlainList({ ordered = false, label, sx, children }: PlainListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', ...sx }}
    >
      {children}
    </Box>
  );
}
