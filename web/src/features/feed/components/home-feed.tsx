import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { useNumberFormat } from '@/i18n/use-number-format';

import { feedQueryOptions, postKeys } from '../api/feed';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { useNewPostsCount } from '../hooks/use-new-posts';

import { PostCard } from './post-card';
import { PostListSkeleton } from './post-card-skeleton';

/** Posts drawn with the home's first paint; the rest follow a moment later, in a commit of
 *  their own, so the home's reveal is not one long task (Lighthouse's blocking time). */
const FIRST_POSTS = 3;

export type HomeFeedProps = {
  /** Other modules' actions on the home, shown in the empty state (the send button). */
  actions?: ReactNode;
};

/** The organisation's feed, newest first: loads more on scroll, tells when new posts arrived. */
export function HomeFeed({ actions }: HomeFeedProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const client = useQueryClient();
  // The home route starts this load before the feed's chunk arrives; a failure it met is shown
  // with its retry button, not asked again on mount (a 500 is not retried, spec §8).
  const query = useInfiniteQuery({ ...feedQueryOptions(), retryOnMount: false });
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [allShown, setAllShown] = useState(false);
  useEffect(() => {
    if (allShown || posts.length <= FIRST_POSTS) return;
    const timer = window.setTimeout(() => startTransition(() => setAllShown(true)), 0);
    return () => window.clearTimeout(timer);
  }, [allShown, posts.length]);
  const shownPosts = allShown ? posts : posts.slice(0, FIRST_POSTS);
  const newestId = query.isSuccess ? (posts[0]?.id ?? 0) : undefined;
  const newCount = useNewPostsCount(newestId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, error } = query;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(
    loadMore,
    Boolean(hasNextPage) &&
      !isFetchingNextPage &&
      !query.isFetchNextPageError &&
      shownPosts.length === posts.length,
  );

  const handleShowNew = () => {
    void client.invalidateQueries({ queryKey: postKeys.feed() });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Box component="section" aria-labelledby="feed-title">
      <Typography id="feed-title" variant="h2" sx={{ mb: 2 }}>
        {t('feed.title')}
      </Typography>
      <Box aria-live="polite">
        {newCount > 0 ? (
          <Box
            sx={{
              position: 'sticky',
              top: { xs: 64, sm: 72 },
              zIndex: 2,
              mb: 2,
              textAlign: 'center',
            }}
          >
            <Button
              variant="contained"
              startIcon={<ArrowUpward />}
              onClick={handleShowNew}
              sx={{ borderRadius: 5, boxShadow: 3 }}
            >
              {t('feed.newPosts', { count: newCount, formatted: format.number(newCount) })}
            </Button>
          </Box>
        ) : null}
      </Box>

      {query.isPending ? (
        <PostListSkeleton label={t('feed.loading')} />
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : posts.length === 0 ? (
        <EmptyState icon="👏" title={t('feed.empty')} body={t('feed.emptyBody')} action={actions} />
      ) : (
        <Stack spacing={2}>
          {shownPosts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
          {shownPosts.length < posts.length ? null : <div ref={sentinelRef} />}
          {isFetchingNextPage ? <PostListSkeleton count={1} label={t('feed.loadingMore')} /> : null}
          {query.isFetchNextPageError ? <LoadError error={error} onRetry={loadMore} /> : null}
          {hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError ? (
            <Box sx={{ textAlign: 'center' }}>
              <Button variant="outlined" onClick={loadMore}>
                {t('feed.loadMore')}
              </Button>
            </Box>
          ) : null}
          {!hasNextPage ? (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
              {t('feed.end')}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
