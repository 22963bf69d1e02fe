import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useOrgWording } from '@/lib/use-org-wording';

import type { Product } from '../api/products';
import { usePointsText } from '../hooks/use-points-text';
import { productPath } from '../lib/catalog-paths';

import { AvailabilityText } from './availability-text';
import { PointsMoney } from './points-money';
import { PriceProgress } from './price-progress';
import { ProductImage } from './product-image';
import { WishButton } from './wish-button';

export type ProductCardProps = {
  product: Product;
  /** The member's points to redeem, once known: the card shows how far they go. */
  balance?: number;
  /** The heading level of the product's name in the page. */
  headingLevel?: 'h2' | 'h3';
  /** Offers "Guardar para después" (the catalog's grids; not the home's card). */
  wishes?: boolean;
};

/** A product of a grid (a list item): its image, name in the UI language, price (and what it is
 *  worth in money, when points have a value), stock, and how far the member's points go towards
 *  it; it opens the product's page. */
export function ProductCard({
  product,
  balance,
  headingLevel = 'h3',
  wishes = false,
}: ProductCardProps) {
  const wording = useOrgWording();
  const pointsText = usePointsText();
  const location = useLocation();
  // The product's page leads back to the list as it was (filters and page).
  const state =
    location.pathname === paths.catalog ? { catalogSearch: location.search } : undefined;
  return (
    <Card
      component="li"
      variant="outlined"
      data-product={String(product.id)}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardActionArea
        component={RouterLink}
        to={productPath(product.id)}
        state={state}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ProductImage product={product} />
        <CardContent sx={{ p: { xs: 1.5, sm: 2 }, flexGrow: 1 }}>
          <Stack spacing={0.5}>
            <Typography
              component={headingLevel}
              variant="subtitle1"
              sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {wording.name(product)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {pointsText(product.points)}
              <PointsMoney points={product.points} />
            </Typography>
            <AvailabilityText product={product} />
          </Stack>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ pt: 0, px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          {balance === undefined ? null : (
            <PriceProgress balance={balance} price={product.points} />
          )}
          {wishes ? (
            <WishButton productId={product.id} name={wording.name(product)} size="small" />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
