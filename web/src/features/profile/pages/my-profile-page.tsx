import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { PersonAvatar } from '@/components/people/person-avatar';
import { publicProfilePath } from '@/components/people/profile-path';
import { useNumberFormat } from '@/i18n/use-number-format';
import { myPointsQueryOptions } from '@/lib/calls/points';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { DeleteAccountSection } from '../components/delete-account-section';
import { EndSessionsSection } from '../components/end-sessions-section';
import { LevelProgressBar } from '../components/level-progress';
import { PasswordSection } from '../components/password-section';
import { PersonalDataSection } from '../components/personal-data-section';
import { PointsHistory } from '../components/points-history';
import { ProfileBanner } from '../components/profile-banner';
import { ProfileImageSection } from '../components/profile-image-section';

export type MyProfilePageProps = {
  /** Other modules' parts about the person's points, after the history (asking for points and
   *  the requests made): their profileSections, see profile-routes.tsx. */
  afterPoints?: ReactNode;
  /** Other modules' settings of the person, after the personal data (the notification
   *  settings, when the organisation has notifications on): their profileSections. */
  settings?: ReactNode;
};

/** "My profile": the person's background and photo, giving and redeem balances, lifetime points
 *  with the level and the history, other modules' parts about points; then the account: photo
 *  and background, the birthday image (module birthdays), personal data, other modules'
 *  settings, password, sessions and the request to delete it. */
export function MyProfilePage({ afterPoints, settings }: MyProfilePageProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const me = useAppStore((state) => state.me.data);
  const birthdays = useAppStore((state) => state.services.birthdays);
  const points = useQuery(myPointsQueryOptions());
  useDocumentTitle(t('profile.pageTitle'));

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box>
        <ProfileBanner url={me?.background_image_url} />
        {me ? (
          <Box
            sx={{
              display: 'inline-flex',
              mt: { xs: -5, sm: -7 },
              ml: { xs: 2, sm: 3 },
              p: 0.5,
              borderRadius: '50%',
              bgcolor: 'background.default',
              position: 'relative',
            }}
          >
            <PersonAvatar person={me} size={96} />
          </Box>
        ) : null}
        <Typography variant="h1" sx={{ mt: 1 }}>
          {t('profile.title')}
        </Typography>
        {me ? (
          <Typography color="text.secondary">
            {me.full_name} ·{' '}
            <Link component={RouterLink} to={publicProfilePath(me.id)} underline="hover">
              {t('profile.publicLink')}
            </Link>
          </Typography>
        ) : null}
      </Box>

      <Box component="section" aria-labelledby="balances-title">
        <Typography id="balances-title" variant="h2" sx={{ mb: 2 }}>
          {t('profile.balancesTitle')}
        </Typography>
        {points.isPending ? (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={104} />
            ))}
          </Box>
        ) : points.isError ? (
          <LoadError
            error={points.error}
            onRetry={() => void points.refetch()}
            retrying={points.isFetching}
          />
        ) : (
          <Stack spacing={2}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
              }}
            >
              <Balance
                label={t('profile.giveBalance')}
                hint={t('profile.giveHint')}
                value={format.number(points.data.give_balance)}
                testId="give-balance"
              />
              <Balance
                label={t('profile.redeemBalance')}
                hint={t('profile.redeemHint')}
                value={format.number(points.data.redeem_balance)}
                testId="redeem-balance"
              />
              <Balance
                label={t('profile.lifetime')}
                hint={t('profile.lifetimeHint')}
                value={format.number(points.data.lifetime_received)}
                testId="lifetime-points"
              />
            </Box>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <LevelProgressBar
                lifetime={points.data.lifetime_received}
                level={points.data.level}
                next={points.data.next_level}
              />
            </Paper>
          </Stack>
        )}
      </Box>

      <Box component="section" aria-labelledby="history-title">
        <Typography id="history-title" variant="h2" sx={{ mb: 2 }}>
          {t('points.historyTitle')}
        </Typography>
        <PointsHistory />
      </Box>
      {afterPoints}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
        }}
      >
        <ProfileImageSection kind="photo" />
        <ProfileImageSection kind="background" />
      </Box>
      {birthdays ? <ProfileImageSection kind="birthday" /> : null}
      <PersonalDataSection />
      {settings}
      <PasswordSection />
      <EndSessionsSection />
      <DeleteAccountSection />
    </Stack>
  );
}

type BalanceProps = { label: string; hint: string; value: string; testId: string };

function Balance({ label, hint, value, testId }: BalanceProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: '2rem', fontWeight: 700 }}
        data-testid={testId}
      >
        {value}
      </Typography>
      <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
        {hint}
      </Typography>
    </Paper>
  );
}
