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
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant={level === 2 ? 'h2' : 'h3'} component={`h${level}`} id={id}>
          {title}
        </Typography>
        {description ? <Typography color="text.secondary">{description}</Typography> : null}
      </Stack>
      {action ? <Stack sx={{ flexShrink: 0 }}>{action}</Stack> : null}
    </Stack>
  );
}
