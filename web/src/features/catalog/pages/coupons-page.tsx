import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { myCouponsQueryOptions, type MyCoupon } from '../api/orders';
import { CatalogHeader } from '../components/catalog-header';
import { CouponCode } from '../components/coupon-code';
import { orderPath } from '../lib/catalog-paths';

/** The member's coupon codes (`/cupons`), newest first: each with what it is for, when it was
 *  delivered, its order, and a button that copies it. */
export function CouponsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.coupons.pageTitle'));
  const query = useQuery({ ...myCouponsQueryOptions(), staleTime: 0 });
  return (
    <Stack spacing={3} sx={{ maxWidth: 860, mx: 'auto' }}>
      <CatalogHeader
        title={t('catalog.coupons.title')}
        subtitle={t('catalog.coupons.description')}
        current="coupons"
      />
      <QueryContent
        query={query}
        loadingLabel={t('catalog.coupons.loading')}
        isEmpty={(coupons) => coupons.length === 0}
        empty={
          <EmptyState
            icon="🎟️"
            title={t('catalog.coupons.empty')}
            body={t('catalog.coupons.emptyBody')}
            action={
              <Button component={RouterLink} to={paths.catalog} variant="contained">
                {t('catalog.cart.browse')}
              </Button>
            }
          />
        }
      >
        {(coupons) => (
          <Paper variant="outlined">
            <Box
              component="ul"
              aria-label={t('catalog.coupons.listLabel')}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {coupons.map((coupon) => (
                <CouponRow key={`${coupon.order_id}-${coupon.code}`} coupon={coupon} />
              ))}
            </Box>
          </Paper>
        )}
      </QueryContent>
    </Stack>
  );
}

function CouponRow({ coupon }: { coupon: MyCoupon }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-coupon={coupon.code}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{coupon.name}</Typography>
        <CouponCode code={coupon.code} />
        <Typography variant="body2" color="text.secondary">
          {t('catalog.coupons.delivered')} <DateText value={coupon.delivered_at} />
          <Box component="span" aria-hidden>
            {' · '}
          </Box>
          <Link component={RouterLink} to={orderPath(coupon.order_id)} underline="hover">
            {t('catalog.orders.number', { id: coupon.order_id })}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
