import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';

import { SectionHeader } from './section-header';

export type PanelProps = {
  title: string;
  description?: string;
  /** h3 inside a console section (default), h2 for a card of its own on a page. */
  level?: 2 | 3;
  children: ReactNode;
};

/** A titled card: inside a console section (h3), or a section of a page (h2). */
export function Panel({ title, description, level = 3, children }: PanelProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack spacing={2.5}>
        <SectionHeader id={id} level={level} title={title} description={description} />
        {children}
      </Stack>
    </Paper>
  );
}
