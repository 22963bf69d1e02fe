import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';

import { SectionHeader } from './section-header';

export type PanelProps = {
  title: string;
  description?: string;
  /** h3 inside a console section (default), h2 for a card of its own on a page. */
  level?: 2 | 3;
  /** Its id, for a link to it (`#id`): it then takes the focus a jump to it moves (tabIndex -1)
   *  and stops below the fixed top bar when scrolled into view. */
  id?: string;
  children: ReactNode;
};

/** A titled card: inside a console section (h3), or a section of a page (h2). */
export function Panel({ title, description, level = 3, id, children }: PanelProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      id={id}
      tabIndex={id ? -1 : undefined}
      sx={{
        p: { xs: 2, sm: 3 },
        minWidth: 0,
        ...(id ? { scrollMarginTop: { xs: 72, sm: 80 }, outline: 'none' } : {}),
      }}
    >
      <Stack spacing={2.5}>
        <SectionHeader id={titleId} level={level} title={title} description={description} />
        {children}
      </Stack>
    </Paper>
  );
}
