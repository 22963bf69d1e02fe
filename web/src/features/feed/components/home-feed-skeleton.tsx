import { useTranslation } from 'react-i18next';

import { PostListSkeleton } from './post-card-skeleton';

/** The feed's place on the home while the home's cards and the feed load. */
export function HomeFeedSkeleton() {
  const { t } = useTranslation();
  return <PostListSkeleton label={t('feed.loading')} />;
}
