import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { statusOf } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { PersonAvatar } from '@/components/people/person-avatar';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrgWording } from '@/lib/use-org-wording';

import { publicProfileQueryOptions } from '../api/profile';
import { BadgesGrid } from '../components/badges-grid';

/** Whose recognitions a tab lists. */
export type PostDirection = 'received' | 'sent';

export type PublicProfilePageProps = {
  /** The person's received or sent recognitions (the feed's profileSection, see profile-routes.tsx). */
  renderPosts?: (userId: number, direction: PostDirection) => ReactNode;
  /** What other modules add about the person (their working hours; `public.about`). */
  renderAbout?: (userId: number) => ReactNode;
};

function parseId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A member's public profile (`/user?id=`): who they are, level, counts, badges, and their
 *  received and sent recognitions. */
export function PublicProfilePage({ renderPosts, renderAbout }: PublicProfilePageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <EmptyState icon="🔎" title={t('profile.notFound')} />;
  return <PublicProfile key={id} id={id} renderPosts={renderPosts} renderAbout={renderAbout} />;
}

type PublicProfileProps = {
  id: number;
  renderPosts?: PublicProfilePageProps['renderPosts'];
  renderAbout?: PublicProfilePageProps['renderAbout'];
};

function PublicProfile({ id, renderPosts, renderAbout }: PublicProfileProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const query = useQuery(publicProfileQueryOptions(id));
  const [tab, setTab] = useState<PostDirection>('received');
  useDocumentTitle(query.data?.user.full_name ?? t('profile.publicTitle'));

  if (query.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('profile.loading')} aria-busy>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  if (query.isError) {
    if (statusOf(query.error) === 404) {
      return <EmptyState icon="🔎" title={t('profile.notFound')} />;
    }
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const profile = query.data;
  const person = profile.user;
  const counts = [
    { label: t('profile.receivedCount'), value: profile.received_count },
    { label: t('profile.sentCount'), value: profile.sent_count },
    { label: t('profile.lifetime'), value: profile.lifetime_received ?? 0 },
  ];

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <PersonAvatar person={person} size={80} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
            >
              {person.full_name}
            </Typography>
            {person.job_position || person.department_name ? (
              <Typography color="text.secondary">
                {[person.job_position, person.department_name].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
            {profile.level ? (
              <Typography sx={{ mt: 0.5, fontWeight: 700 }}>
                {t('profile.level', { level: wording.label(profile.level) })}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          }}
        >
          {counts.map((count) => (
            <Box key={count.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {count.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
                {format.number(count.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>

      {renderAbout ? renderAbout(person.id) : null}

      <Box component="section" aria-labelledby="badges-title">
        <Typography id="badges-title" variant="h2" sx={{ mb: 2 }}>
          {t('profile.badgesTitle')}
        </Typography>
        <BadgesGrid badges={profile.badges} />
      </Box>

      {renderPosts ? (
        <Box component="section" aria-labelledby="posts-title">
          <Typography id="posts-title" variant="h2" sx={{ mb: 1 }}>
            {t('profile.postsTitle')}
          </Typography>
          <TabbedPanel
            idPrefix="profile"
            label={t('profile.postsTitle')}
            tabs={[
              { value: 'received', label: t('profile.receivedTab') },
              { value: 'sent', label: t('profile.sentTab') },
            ]}
            value={tab}
            onChange={setTab}
            tabsSx={{ mb: 2 }}
          >
            {renderPosts(person.id, tab)}
          </TabbedPanel>
        </Box>
      ) : null}
    </Stack>
  );
}
