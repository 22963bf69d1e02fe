import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { LoadError } from './load-error';

/** What a paged list's footer needs from its infinite query. */
export type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

export type LoadMoreProps = { query: PagedQuery; label: string };

/** The footer of a paged list: "load more" while pages remain, the error of a page that failed
 *  with its retry. */
export function LoadMore({ query, label }: LoadMoreProps) {
  const more = () => void query.fetchNextPage();
  if (query.isFetchNextPageError) return <LoadError error={query.error} onRetry={more} />;
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button variant="outlined" loading={query.isFetchingNextPage} onClick={more}>
        {label}
      </Button>
    </Box>
  );
}
