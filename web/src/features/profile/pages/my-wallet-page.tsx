import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PointBalances } from '@/components/points/point-balances';
import { useDocumentTitle } from '@/lib/use-document-title';

import { PointsHistory } from '../components/points-history';
import { ProfileHeader } from '../components/profile-header';

export type MyWalletPageProps = {
  /** Other modules' parts about the person's points, after the history (asking for points and
   *  the requests made): their profileSections at `own.afterPoints`, see profile-routes.tsx. */
  afterPoints?: ReactNode;
};

/** The profile's wallet (/profile/wallet): the two balances, the points history and the parts
 *  other modules add about points (point requests). */
export function MyWalletPage({ afterPoints }: MyWalletPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.walletTitle'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <ProfileHeader current="wallet" />
      <Box component="section" aria-labelledby="balances-title">
        <Typography id="balances-title" variant="h2" sx={{ mb: 2 }}>
          {t('balances.title')}
        </Typography>
        <PointBalances />
      </Box>
      <Box component="section" aria-labelledby="history-title">
        <Typography id="history-title" variant="h2" sx={{ mb: 2 }}>
          {t('points.historyTitle')}
        </Typography>
        <PointsHistory />
      </Box>
      {afterPoints}
    </Stack>
  );
}
