import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

export type TableScrollProps = {
  /** Names the table's region (usually the table's caption or label). */
  label: string;
  children: ReactNode;
  /** Outlined paper around the table (lists), or a thin border (documentation tables). */
  variant?: 'paper' | 'border';
  maxWidth?: number;
  /** Long lists scroll inside the region under their sticky header row. */
  sticky?: boolean;
};

// From 900 px a long list keeps its header row in view (a phone shows cards instead).
const STICKY_HEIGHT = { md: 'calc(100vh - 180px)' } as const;

/**
 * A table that scrolls sideways on narrow screens. The scrolling box is a named region in the
 * tab order, so keyboard users can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function TableScroll({
  label,
  children,
  variant = 'paper',
  maxWidth,
  sticky = false,
}: TableScrollProps) {
  const maxHeight = sticky ? STICKY_HEIGHT : undefined;
  const common = { tabIndex: 0, role: 'region', 'aria-label': label } as const;
  if (variant === 'border') {
    return (
      <TableContainer
        {...common}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth, maxHeight }}
      >
        {children}
      </TableContainer>
    );
  }
  return (
    <TableContainer {...common} component={Paper} variant="outlined" sx={{ maxWidth, maxHeight }}>
      {children}
    </TableContainer>
  );
}
