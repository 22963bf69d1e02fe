// The home route composes four features: the greeting (home), the celebrations card
// (celebrations), the feed (feed) and the send button of its empty state (recognition). Features
// never import each other; the app does. The feed and the card are chunks of their own so the
// greeting (and a visitor's redirect to /login) never waits for them.
//
// The card sits above the feed, so the two appear together, once the card's data has settled:
// a card arriving after the feed would push it down (a layout shift people see and Lighthouse
// counts). Both chunks and both data loads start at once, when the route mounts.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { withRetry } from '@/api/retry';
import {
  celebrationsQueryOptions,
  type CelebrationKind,
} from '@/features/celebrations/api/celebrations';
import { feedQueryOptions } from '@/features/feed/api/feed';
import { PostListSkeleton } from '@/features/feed/components/post-card-skeleton';
import { HomePage } from '@/features/home/pages/home-page';
import { SendRecognitionButton } from '@/features/recognition/components/send-recognition-button';
import { useAppStore } from '@/stores/app-store';

const retryAlways = { shouldRetry: () => true };
const loadFeed = () => withRetry(() => import('@/features/feed/components/home-feed'), retryAlways);
const loadCelebrations = () =>
  withRetry(() => import('@/features/celebrations/components/celebrations-card'), retryAlways);

const HomeFeed = lazy(() => loadFeed().then((m) => ({ default: m.HomeFeed })));
const CelebrationsCard = lazy(() =>
  loadCelebrations().then((m) => ({ default: m.CelebrationsCard })),
);

export function HomeRoute() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const recognitions = useAppStore((state) => state.services.recognitions);
  const birthdays = useAppStore((state) => state.services.birthdays);
  const anniversaries = useAppStore((state) => state.services.anniversaries);
  const kinds: CelebrationKind[] = [
    ...(birthdays ? (['birthdays'] as const) : []),
    ...(anniversaries ? (['anniversaries'] as const) : []),
  ];
  const celebrations = kinds.length > 0;
  // Settled: loaded or failed (the card shows its own error).
  const celebrationsSettled = useQueries({
    queries: kinds.map((kind) => celebrationsQueryOptions(kind)),
    combine: (results) => results.every((result) => !result.isPending),
  });

  useEffect(() => {
    if (!recognitions) return;
    void loadFeed().catch(() => undefined);
    void client.prefetchInfiniteQuery(feedQueryOptions());
  }, [recognitions, client]);
  useEffect(() => {
    if (celebrations) void loadCelebrations().catch(() => undefined);
  }, [celebrations]);

  const skeleton = recognitions ? <PostListSkeleton label={t('feed.loading')} /> : null;
  const card = celebrations ? <CelebrationsCard /> : null;
  const feed = recognitions ? <HomeFeed sendAction={<SendRecognitionButton />} /> : null;
  if (!card && !feed) return <HomePage />;
  return (
    <HomePage
      main={
        celebrationsSettled ? (
          <Suspense fallback={skeleton}>
            {card}
            {feed}
          </Suspense>
        ) : (
          skeleton
        )
      }
      hasFeed={recognitions}
    />
  );
}
