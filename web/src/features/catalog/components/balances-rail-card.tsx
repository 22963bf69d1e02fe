import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PointBalances } from '@/components/points/point-balances';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import { wishlistQueryOptions } from '../api/wishlist';
import { productPath } from '../lib/catalog-paths';

/** Saved products the rail lists. */
const CLOSE_COUNT = 3;

/** The home rail's card of points: the two balances and what the person is close to redeeming
 *  (their cheapest saved products, with the points still missing). */
export function BalancesRailCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const titleId = useId();
  const closeId = useId();
  const wishlist = useQuery(wishlistQueryOptions());
  const close = (wishlist.data?.items ?? []).slice(0, CLOSE_COUNT);

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('catalog.rail.title')}
      </Typography>
      <PointBalances size="compact" />
      <Typography
        id={closeId}
        variant="h3"
        sx={{ fontSize: '1rem', fontWeight: 700, mt: 2, mb: 1 }}
      >
        {t('catalog.rail.closeTitle')}
      </Typography>
      {close.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('catalog.rail.empty')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-labelledby={closeId}
          spacing={1}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {close.map((wish) => (
            <Box component="li" key={wish.product.id} data-testid="close-to-redeem">
              <Link
                component={RouterLink}
                to={productPath(wish.product.id)}
                underline="hover"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {wording.name(wish.product)}
              </Link>
              <Typography
                variant="body2"
                color={wish.affordable ? 'success.dark' : 'text.secondary'}
              >
                {wish.affordable
                  ? t('catalog.rail.ready')
                  : t('catalog.rail.missing', { formatted: format.number(wish.missing_points) })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to={paths.catalog} size="small">
          {t('catalog.rail.toCatalog')}
        </Button>
      </Stack>
    </Paper>
  );
}
