import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type SectionHeaderProps = {
  title: string;
  description?: string;
  action?: ReactNode;
  /** h2 for a section page, h3 for a card inside one. */
  level?: 2 | 3;
  id?: string;
};

/** The title of a console section (or card), what it is for, and its main action. */
export function SectionHeader({ title, description, action, level = 2, id }: SectionHeaderProps) {
  return (
    // The actions sit beside the title while both fit, and wrap below it (never squeezing the
    // title) when they do not: several buttons at 900 px, any at 375 px.
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}
    >
      <Stack spacing={0.5} sx={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Typography variant={level === 2 ? 'h2' : 'h3'} component={`h${level}`} id={id}>
          {title}
        </Typography>
        {description ? <Typography color="text.secondary">{description}</Typography> : null}
      </Stack>
      {action ? <Stack sx={{ flex: '0 1 auto', maxWidth: '100%' }}>{action}</Stack> : null}
    </Stack>
  );
}
