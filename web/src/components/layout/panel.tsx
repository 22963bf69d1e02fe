import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';

import { SectionHeader } from './section-header';

export type PanelProps = { title: string; description?: string; children: ReactNode };

/** A titled card inside a console section (h3). */
export function Panel({ title, description, children }: PanelProps) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <SectionHeader id={id} level={3} title={title} description={description} />
        {children}
      </Stack>
    </Paper>
  );
}
