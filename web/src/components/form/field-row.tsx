import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export type FieldRowProps = {
  children: ReactNode;
  /** Side by side from this width. */ from?: 'sm' | 'md';
};

/** Fields side by side on wider screens, one under the other on phones. */
export function FieldRow({ children, from = 'sm' }: FieldRowProps) {
  return (
    <Stack direction={{ xs: 'column', [from]: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}
