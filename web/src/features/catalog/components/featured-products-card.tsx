import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { paths } from '@/config/paths';
import { useOrgWording } from '@/lib/use-org-wording';

import { featuredProductsQueryOptions } from '../api/products';
import { usePointsText } from '../hooks/use-points-text';
import { productPath } from '../lib/catalog-paths';

import { PointsMoney } from './points-money';
import { ProductImage } from './product-image';

/** Products the home card shows at most. */
const HOME_FEATURED = 4;

/** The home page's card of featured rewards: a few of them with their price, each leading to its
 *  page, and the way to the catalog; nothing when none is featured. The app shows it once its
 *  data has settled (see ../home.ts). */
export function FeaturedProductsCard() {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const pointsText = usePointsText();
  const query = useQuery(featuredProductsQueryOptions());
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const products = query.data.slice(0, HOME_FEATURED);
  if (products.length === 0) return null;

  return (
    <HomeCard
      title={t('catalog.home.title')}
      seeAll={{ to: paths.catalog, label: t('catalog.home.seeAll') }}
    >
      <HomeLinkList
        label={t('catalog.home.listLabel')}
        items={products}
        itemKey={(product) => product.id}
        itemTo={(product) => productPath(product.id)}
        layout="row"
        renderItem={(product) => (
          <>
            <Box sx={{ width: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
              <ProductImage product={product} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {wording.name(product)}
              </Typography>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                {pointsText(product.points)}
                <PointsMoney points={product.points} />
              </Typography>
            </Box>
          </>
        )}
      />
    </HomeCard>
  );
}
