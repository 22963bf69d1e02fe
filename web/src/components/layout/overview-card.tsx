import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '../feedback/load-error';

/** The parts of a TanStack query result (or of several read together) a tile needs. */
export type OverviewQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  /** Whether a read is under way (the retry button spins meanwhile). */
  isFetching?: boolean;
  refetch: () => unknown;
};

export type OverviewCardProps<T> = {
  title: string;
  /** A small decorative mark before the title. */
  icon?: ReactNode;
  query: OverviewQuery<T>;
  /** Names the skeleton for screen readers while the numbers load. */
  loadingLabel: string;
  /** Into the list the tile sums up. */
  link: { to: string; label: string };
  /** The tile's numbers (OverviewFigure, OverviewStats...) once they are in. */
  children: (data: T) => ReactNode;
  'data-testid'?: string;
};

/** A tile of the console's overview (/admin): a titled card (h3, under the overview's h2) with
 *  its module's numbers, a skeleton while they load, the error with a retry, and a link into
 *  the module's list. Every module's tile has this look. */
export function OverviewCard<T>({
  title,
  icon,
  query,
  loadingLabel,
  link,
  children,
  'data-testid': testId,
}: OverviewCardProps<T>) {
  const titleId = useId();
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 2.5 }, flexGrow: 1, minWidth: 0 }}>
        <Typography
          id={titleId}
          variant="h3"
          component="h3"
          sx={{ fontSize: '1.1rem', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {icon ? (
            <Box
              component="span"
              aria-hidden
              sx={{ color: 'primary.main', display: 'inline-flex' }}
            >
              {icon}
            </Box>
          ) : null}
          {title}
        </Typography>
        {query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.isPending || query.data === undefined ? (
          <OverviewSkeleton label={loadingLabel} />
        ) : (
          children(query.data)
        )}
      </Stack>
      <Box sx={{ px: { xs: 1, sm: 1.5 }, pb: 1.5 }}>
        <Button component={RouterLink} to={link.to} size="small">
          {link.label}
        </Button>
      </Box>
    </Card>
  );
}

/** A tile's shape while its numbers load, announced once as loading. */
function OverviewSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label} aria-busy>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="55%" />
    </Stack>
  );
}

export type OverviewFigureProps = {
  /** The number as shown ("42 %", "1.250"). */
  value: string;
  /** What it counts, below it. */
  label: string;
  /** The label's id, for a bar or a list it names. */
  labelId?: string;
  /** A line under the label ("21 de 50 personas"). */
  detail?: ReactNode;
};

/** A tile's main figure: the number large, what it counts below. */
export function OverviewFigure({ value, label, labelId, detail }: OverviewFigureProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="p"
        sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.1, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      <Typography component="p" id={labelId} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {detail ? (
        <Typography component="p" variant="body2" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}

export type OverviewStat = {
  key: string;
  label: string;
  value: string;
  /** A line under the row ("+12 % frente al mes anterior"). */
  note?: string;
};

/** A tile's secondary numbers: label and value a row (a description list). */
export function OverviewStats({ stats }: { stats: readonly OverviewStat[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {stats.map((stat) => (
        // Each row a group of the list (a div holding its dt and dd), laid out as a grid.
        <Box
          key={stat.key}
          data-stat={stat.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 1,
            alignItems: 'baseline',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
            {stat.value}
          </Typography>
          {stat.note ? (
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              sx={{ m: 0, gridColumn: '1 / -1' }}
            >
              {stat.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
