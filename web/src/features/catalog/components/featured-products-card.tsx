import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
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
  const titleId = useId();
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
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={titleId} variant="h2">
            {t('catalog.home.title')}
          </Typography>
          <Link component={RouterLink} to={paths.catalog} underline="hover">
            {t('catalog.home.seeAll')}
          </Link>
        </Stack>
        <List aria-label={t('catalog.home.listLabel')} sx={{ mt: 1 }} disablePadding>
          {products.map((product) => (
            <ListItem key={product.id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={productPath(product.id)}
                sx={{ px: 1, py: 1, gap: 1.5 }}
              >
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
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
