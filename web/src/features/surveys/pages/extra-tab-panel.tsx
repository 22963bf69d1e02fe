import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingBlock } from '@/components/feedback/loading-block';
import { lazyComponent } from '@/lib/lazy-route';

import type { ExtraTab } from './extra-tabs';

const RepliesInbox = lazy(
  lazyComponent(() => import('../components/replies-inbox'), 'RepliesInbox'),
);
const TeamPanel = lazy(lazyComponent(() => import('../team/team-panel'), 'TeamPanel'));

/** The panel of an extra tab of `/surveys` (extra-tabs.ts), loaded when opened. */
export function ExtraTabPanel({ tab }: { tab: ExtraTab }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingBlock label={t('surveys.page.loading')} />}>
      {tab === 'replies' ? <RepliesInbox /> : <TeamPanel />}
    </Suspense>
  );
}
