import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: string;
  body?: string;
  icon?: ReactNode;
  action?: ReactNode;
};

/** What a list shows when it has nothing yet. */
export function EmptyState({ title, body, icon, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon ? (
          <Typography component="span" aria-hidden sx={{ fontSize: 40, lineHeight: 1 }}>
            {icon}
          </Typography>
        ) : null}
        <Typography variant="h3" component="p">
          {title}
        </Typography>
        {body ? <Typography color="text.secondary">{body}</Typography> : null}
        {action}
      </Stack>
    </Paper>
  );
}
