// The home route composes six features: the greeting (home), the communications card
// (communications), the celebrations card (celebrations), the featured rewards card (catalog),
// the feed (feed) and the send button of its empty state (recognition). Features never import
// each other; the app does. The feed and the cards are chunks of their own so the greeting (and a
// visitor's redirect to /login) never waits for them.
//
// The cards sit above the feed, so they all appear together, once the cards' data has settled:
// a card arriving after the feed would push it down (a layout shift people see and Lighthouse
// counts). Every chunk and every data load starts at once, when the route mounts.
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { withRetry } from '@/api/retry';
import { featuredProductsQueryOptions } from '@/features/catalog/api/products';
import {
  celebrationsQueryOptions,
  type CelebrationKind,
} from '@/features/celebrations/api/celebrations';
import { homeCommunicationsQueryOptions } from '@/features/communications/api/communications';
import { feedQueryOptions } from '@/features/feed/api/feed';
import { PostListSkeleton } from '@/features/feed/components/post-card-skeleton';
import { HomePage } from '@/features/home/pages/home-page';
import { SendRecognitionButton } from '@/features/recognition/components/send-recognition-button';
import { useAppStore } from '@/stores/app-store';

const retryAlways = { shouldRetry: () => true };
const loadFeed = () => withRetry(() => import('@/features/feed/components/home-feed'), retryAlways);
const loadCelebrations = () =>
  withRetry(() => import('@/features/celebrations/components/celebrations-card'), retryAlways);

const loadCommunications = () =>
  withRetry(() => import('@/features/communications/components/communications-card'), retryAlways);

const loadFeatured = () =>
  withRetry(() => import('@/features/catalog/components/featured-products-card'), retryAlways);

const HomeFeed = lazy(() => loadFeed().then((m) => ({ default: m.HomeFeed })));
const CelebrationsCard = lazy(() =>
  loadCelebrations().then((m) => ({ default: m.CelebrationsCard })),
);
const CommunicationsCard = lazy(() =>
  loadCommunications().then((m) => ({ default: m.CommunicationsCard })),
);
const FeaturedProductsCard = lazy(() =>
  loadFeatured().then((m) => ({ default: m.FeaturedProductsCard })),
);

export function HomeRoute() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const recognitions = useAppStore((state) => state.services.recognitions);
  const birthdays = useAppStore((state) => state.services.birthdays);
  const anniversaries = useAppStore((state) => state.services.anniversaries);
  const communications = useAppStore((state) => state.services.communications);
  const catalog = useAppStore((state) => state.services.catalog);
  const kinds: CelebrationKind[] = [
    ...(birthdays ? (['birthdays'] as const) : []),
    ...(anniversaries ? (['anniversaries'] as const) : []),
  ];
  const celebrations = kinds.length > 0;
  // Settled: loaded or failed (each card shows its own error).
  const cardsSettled = useQueries({
    queries: [
      ...kinds.map((kind) => celebrationsQueryOptions(kind)),
      ...(communications ? [homeCommunicationsQueryOptions()] : []),
      ...(catalog ? [featuredProductsQueryOptions()] : []),
    ],
    combine: (results) => results.every((result) => !result.isPending),
  });
  // The last answer arrives as an urgent update; the cards and the feed it reveals render in a
  // transition instead, in slices the browser can interrupt, under the skeleton until ready.
  const revealed = useDeferredValue(cardsSettled);

  useEffect(() => {
    if (!recognitions) return;
    void loadFeed().catch(() => undefined);
    void client.prefetchInfiniteQuery(feedQueryOptions());
  }, [recognitions, client]);
  useEffect(() => {
    if (celebrations) void loadCelebrations().catch(() => undefined);
  }, [celebrations]);
  useEffect(() => {
    if (communications) void loadCommunications().catch(() => undefined);
  }, [communications]);
  useEffect(() => {
    if (catalog) void loadFeatured().catch(() => undefined);
  }, [catalog]);

  const skeleton = recognitions ? <PostListSkeleton label={t('feed.loading')} /> : null;
  const communicationsCard = communications ? <CommunicationsCard /> : null;
  const featuredCard = catalog ? <FeaturedProductsCard /> : null;
  const celebrationsCard = celebrations ? <CelebrationsCard /> : null;
  const feed = recognitions ? <HomeFeed sendAction={<SendRecognitionButton />} /> : null;
  if (!communicationsCard && !featuredCard && !celebrationsCard && !feed) return <HomePage />;
  return (
    <HomePage
      main={
        cardsSettled && revealed ? (
          <Suspense fallback={skeleton}>
            {communicationsCard}
            {celebrationsCard}
            {featuredCard}
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
