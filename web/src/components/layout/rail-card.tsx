import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type RailCardProps = {
  title: string;
  /** A small decorative mark before the title. */
  icon?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/** A card of the home's right rail (folded into the column below 1200 px): a titled section,
 *  compact, the same look for every module's card. */
export function RailCard({ title, icon, children, 'data-testid': testId }: RailCardProps) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} data-testid={testId}>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Typography
          id={titleId}
          variant="h2"
          sx={{ fontSize: '1.05rem', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {icon ? (
            <Stack
              component="span"
              aria-hidden
              sx={{ color: 'primary.main', display: 'inline-flex' }}
            >
              {icon}
            </Stack>
          ) : null}
          {title}
        </Typography>
        {children}
      </Stack>
    </Card>
  );
}
