import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';

import { userPostsQueryOptions, type PostDirection } from '../api/feed';

import { PostCard } from './post-card';
import { PostListSkeleton } from './post-card-skeleton';

export type PersonPostsProps = { userId: number; direction: PostDirection };

/** The recognitions a person received or sent, as feed cards, page by page. */
export function PersonPosts({ userId, direction }: PersonPostsProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(userPostsQueryOptions(userId, direction));
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <PostListSkeleton count={2} label={t('feed.loading')} />;
  if (query.isError && posts.length === 0) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        icon="🌱"
        title={direction === 'received' ? t('feed.noneReceived') : t('feed.noneSent')}
      />
    );
  }
  return (
    <Stack spacing={2}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel="h3" />
      ))}
      {query.isFetchNextPageError ? (
        <LoadError error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {query.hasNextPage ? (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('feed.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
