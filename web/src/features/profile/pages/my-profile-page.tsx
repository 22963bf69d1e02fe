import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { useNumberFormat } from '@/i18n/use-number-format';
import { myPointsQueryOptions } from '@/lib/calls/points';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { publicProfileQueryOptions } from '../api/profile';
import { BadgesGrid } from '../components/badges-grid';
import { LevelGuide } from '../components/level-guide';
import { LevelProgressBar } from '../components/level-progress';
import { ProfileHeader } from '../components/profile-header';

import type { PostDirection } from './public-profile-page';

export type MyProfilePageProps = {
  /** The person's received or sent recognitions (the feed's profileSection, see
   *  profile-routes.tsx). */
  renderPosts?: (userId: number, direction: PostDirection) => ReactNode;
  /** What other modules add about the person (their working hours; `public.about`). */
  renderAbout?: (userId: number) => ReactNode;
};

/** "My profile", the wall: the person's level and level points, how many recognitions they
 *  received and gave, their badges and the recognitions themselves. The wallet and the settings
 *  are the other tabs (my-wallet-page.tsx, my-settings-page.tsx). */
export function MyProfilePage({ renderPosts, renderAbout }: MyProfilePageProps) {
  const { t } = useTranslation();
  const me = useAppStore((state) => state.me.data);
  useDocumentTitle(t('profile.pageTitle'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <ProfileHeader current="wall" />
      {me && renderAbout ? renderAbout(me.id) : null}
      <LevelSection />
      {me ? <WallSections userId={me.id} renderPosts={renderPosts} /> : null}
    </Stack>
  );
}

function LevelSection() {
  const { t } = useTranslation();
  const points = useQuery(myPointsQueryOptions());
  return (
    <Box component="section" aria-labelledby="level-title">
      <Typography id="level-title" variant="h2" sx={{ mb: 2 }}>
        {t('profile.levelTitle')}
      </Typography>
      {points.isPending ? (
        <Skeleton variant="rounded" height={88} />
      ) : points.isError ? (
        <LoadError
          error={points.error}
          onRetry={() => void points.refetch()}
          retrying={points.isFetching}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <LevelProgressBar
              lifetime={points.data.level_points}
              level={points.data.level}
              next={points.data.next_level}
            />
            <LevelGuide />
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

type WallSectionsProps = { userId: number; renderPosts: MyProfilePageProps['renderPosts'] };

function WallSections({ userId, renderPosts }: WallSectionsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const profile = useQuery(publicProfileQueryOptions(userId));
  const [tab, setTab] = useState<PostDirection>('received');

  return (
    <>
      <Box component="section" aria-labelledby="wall-counts-title">
        <Typography id="wall-counts-title" variant="h2" sx={{ mb: 2 }}>
          {t('profile.wallTitle')}
        </Typography>
        {profile.isPending ? (
          <Skeleton variant="rounded" height={88} />
        ) : profile.isError ? (
          <LoadError
            error={profile.error}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <Stack spacing={3}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              }}
            >
              {[
                {
                  key: 'received',
                  label: t('profile.receivedCount'),
                  value: profile.data.received_count,
                },
                { key: 'sent', label: t('profile.sentCount'), value: profile.data.sent_count },
                {
                  key: 'lifetime',
                  label: t('profile.lifetime'),
                  value: profile.data.lifetime_received ?? 0,
                },
              ].map((count) => (
                <Paper key={count.key} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {count.label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}
                    data-testid={`wall-${count.key}`}
                  >
                    {format.number(count.value)}
                  </Typography>
                </Paper>
              ))}
            </Box>
            <Box component="section" aria-labelledby="badges-title">
              <Typography id="badges-title" variant="h3" sx={{ mb: 2, fontSize: '1.25rem' }}>
                {t('profile.badgesTitle')}
              </Typography>
              <BadgesGrid badges={profile.data.badges} />
            </Box>
          </Stack>
        )}
      </Box>
      {renderPosts ? (
        <Box component="section" aria-labelledby="posts-title">
          <Typography id="posts-title" variant="h2" sx={{ mb: 1 }}>
            {t('profile.postsTitle')}
          </Typography>
          <TabbedPanel
            idPrefix="my-profile"
            label={t('profile.postsTitle')}
            tabs={[
              { value: 'received', label: t('profile.receivedTab') },
              { value: 'sent', label: t('profile.sentTab') },
            ]}
            value={tab}
            onChange={setTab}
            tabsSx={{ mb: 2 }}
          >
            {renderPosts(userId, tab)}
          </TabbedPanel>
        </Box>
      ) : null}
    </>
  );
}
