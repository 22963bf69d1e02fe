// The home route composes four features: the greeting (home), the celebrations card
// (celebrations), the feed (feed) and the send button of its empty state (recognition). Features
// never import each other; the app does. The feed and the card are chunks of their own so the
// greeting (and a visitor's redirect to /login) never waits for them.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { withRetry } from '@/api/retry';
import { PostListSkeleton } from '@/features/feed/components/post-card-skeleton';
import { HomePage } from '@/features/home/pages/home-page';
import { SendRecognitionButton } from '@/features/recognition/components/send-recognition-button';
import { useAppStore } from '@/stores/app-store';

const HomeFeed = lazy(() =>
  withRetry(() => import('@/features/feed/components/home-feed'), {
    shouldRetry: () => true,
  }).then((m) => ({ default: m.HomeFeed })),
);

const CelebrationsCard = lazy(() =>
  withRetry(() => import('@/features/celebrations/components/celebrations-card'), {
    shouldRetry: () => true,
  }).then((m) => ({ default: m.CelebrationsCard })),
);

export function HomeRoute() {
  const { t } = useTranslation();
  const recognitions = useAppStore((state) => state.services.recognitions);
  const celebrations = useAppStore(
    (state) => state.services.birthdays || state.services.anniversaries,
  );
  return (
    <HomePage
      widgets={
        celebrations ? (
          <Suspense fallback={null}>
            <CelebrationsCard />
          </Suspense>
        ) : null
      }
      feed={
        recognitions ? (
          <Suspense fallback={<PostListSkeleton label={t('feed.loading')} />}>
            <HomeFeed sendAction={<SendRecognitionButton />} />
          </Suspense>
        ) : null
      }
    />
  );
}
