// The person's two balances, one definition each, shown the same way wherever they appear (the
// profile's wallet, the catalog's header, the home's rail):
// - "Para dar": the points they may give in recognitions this period (their give account);
// - "Para canjear": the points they may spend in the catalog now (their redeem account: what
//   they received in recognitions, grants and approved requests, less what they redeemed).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { useNumberFormat } from '@/i18n/use-number-format';
import { myPointsQueryOptions } from '@/lib/calls/points';

export type PointBalancesProps = {
  /** `full`: each balance with its definition (the wallet); `compact`: the figures side by side
   *  with the definitions as their description (headers, the home's rail). */
  size?: 'full' | 'compact';
};

/** The give and redeem balances of the signed-in person. */
export function PointBalances({ size = 'full' }: PointBalancesProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const points = useQuery(myPointsQueryOptions());
  const compact = size === 'compact';

  if (points.isPending) {
    return (
      <Box
        role="status"
        aria-label={t('balances.loading')}
        sx={{ display: 'grid', gap: compact ? 1 : 2, gridTemplateColumns: '1fr 1fr' }}
      >
        <Skeleton variant="rounded" height={compact ? 56 : 104} />
        <Skeleton variant="rounded" height={compact ? 56 : 104} />
      </Box>
    );
  }
  if (points.isError) {
    return (
      <LoadError
        error={points.error}
        onRetry={() => void points.refetch()}
        retrying={points.isFetching}
      />
    );
  }
  const balances = [
    {
      key: 'give',
      label: t('balances.give'),
      hint: t('balances.giveHint'),
      value: points.data.give_balance,
    },
    {
      key: 'redeem',
      label: t('balances.redeem'),
      hint: t('balances.redeemHint'),
      value: points.data.redeem_balance,
    },
  ];
  return (
    <Box
      component="dl"
      aria-label={t('balances.title')}
      sx={{
        m: 0,
        display: 'grid',
        gap: compact ? 1 : 2,
        gridTemplateColumns: compact
          ? 'repeat(2, minmax(0, 1fr))'
          : { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {balances.map((balance) => (
        <Box
          key={balance.key}
          sx={{
            p: compact ? 1.5 : 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            minWidth: 0,
          }}
        >
          <Typography
            component="dt"
            variant={compact ? 'body2' : 'body1'}
            color="text.secondary"
            sx={{ fontWeight: 700 }}
          >
            {balance.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: compact ? '1.5rem' : '2rem', fontWeight: 700, lineHeight: 1.2 }}
            data-testid={`${balance.key}-balance`}
          >
            {format.number(balance.value)}
          </Typography>
          <Typography
            component="dd"
            variant={compact ? 'caption' : 'body2'}
            color="text.secondary"
            sx={{ m: 0, display: 'block' }}
          >
            {balance.hint}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
