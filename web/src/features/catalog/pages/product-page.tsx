import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';

import { statusOf } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrgWording } from '@/lib/use-org-wording';
import { parseWholeNumber } from '@/lib/whole-number';

import { addToCartMutation, CART_LIMITS, cartQueryOptions } from '../api/cart';
import { productQueryOptions, type Product } from '../api/products';
import { AvailabilityText } from '../components/availability-text';
import { CartLink } from '../components/cart-link';
import { PointsMoney } from '../components/points-money';
import { PriceProgress } from '../components/price-progress';
import { ProductGallery } from '../components/product-gallery';
import { QuantityStepper } from '../components/quantity-stepper';
import { WishButton } from '../components/wish-button';
import { useProductTypeLabels } from '../hooks/use-catalog-labels';
import { usePointsText } from '../hooks/use-points-text';

/** The product id of the address, or null when it cannot be one. */
function parseId(raw: string | undefined): number | null {
  const id = parseWholeNumber(raw ?? '');
  return id !== null && id > 0 ? id : null;
}

/** Where "Volver al catálogo" leads: the list the member came from, with its filters. */
type FromCatalog = { catalogSearch?: string };

/** One product (`/catalog/:id`): its images, name and description in the UI language, price
 *  (and its value in money, when points have one), stock, how far the member's points go, and how many units to add to the cart. */
export function ProductPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const state = useLocation().state as FromCatalog | null;
  useDocumentTitle(t('catalog.product.pageTitle'));

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Link
          component={RouterLink}
          to={`${paths.catalog}${state?.catalogSearch ?? ''}`}
          underline="hover"
        >
          {t('catalog.product.back')}
        </Link>
        <CartLink />
      </Stack>
      {id === null ? <NotFound /> : <ProductDetail key={id} id={id} />}
    </Stack>
  );
}

function ProductDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(productQueryOptions(id));
  if (query.isPending) {
    return (
      <Paper
        variant="outlined"
        role="status"
        aria-label={t('catalog.product.loading')}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
          <Skeleton variant="rounded" sx={{ flex: 1, aspectRatio: '4 / 3', height: 'auto' }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="70%" height={40} />
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="rounded" height={100} sx={{ mt: 2 }} />
          </Box>
        </Stack>
      </Paper>
    );
  }
  if (query.isError) {
    const status = statusOf(query.error);
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ProductView product={query.data} />;
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const typeLabels = useProductTypeLabels();
  const pointsText = usePointsText();
  const cart = useQuery(cartQueryOptions());
  const name = wording.name(product);
  const max = Math.max(
    1,
    Math.min(CART_LIMITS.maxQuantity, product.stock ?? CART_LIMITS.maxQuantity),
  );
  const [quantity, setQuantity] = useState(1);
  const add = useToastMutation(addToCartMutation(), {
    errorToast: true,
    success: (_cart, change) => t('catalog.product.added', { count: change.quantity, name }),
  });

  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {/* Side by side only where both halves have room: at 900 px the menu takes its part. */}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={{ xs: 2, lg: 4 }}>
        <Box sx={{ flex: { lg: '1 1 50%' }, minWidth: 0, maxWidth: { xs: 640, lg: 'none' } }}>
          <ProductGallery product={product} name={name} />
        </Box>
        <Stack spacing={2} sx={{ flex: { lg: '1 1 50%' }, minWidth: 0 }}>
          <Stack spacing={1}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" variant="outlined" label={typeLabels[product.type]} />
              {product.category ? (
                <Chip size="small" variant="outlined" label={product.category.name} />
              ) : null}
            </Stack>
          </Stack>
          <Typography variant="h2" component="p">
            {pointsText(product.points)}
            <PointsMoney points={product.points} variant="body1" />
          </Typography>
          <AvailabilityText product={product} />
          {cart.data ? <PriceProgress balance={cart.data.balance} price={product.points} /> : null}
          {product.description ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {product.description}
            </Typography>
          ) : null}
          {product.available ? (
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
              data-testid="product-actions"
            >
              <QuantityStepper
                value={quantity}
                max={max}
                onChange={setQuantity}
                label={t('catalog.quantity.label', { name })}
                decreaseLabel={t('catalog.quantity.decrease', { name })}
                increaseLabel={t('catalog.quantity.increase', { name })}
                disabled={add.isPending}
              />
              <Button
                variant="contained"
                size="large"
                startIcon={<AddShoppingCart />}
                loading={add.isPending}
                onClick={() => add.mutate({ product_id: product.id, quantity })}
              >
                {t('catalog.product.add')}
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t('catalog.product.unavailable')}</Typography>
          )}
          <Box>
            <WishButton productId={product.id} name={name} />
          </Box>
        </Stack>
      </Stack>
    </Paper>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="🔎"
      title={t('catalog.product.notFound')}
      body={t('catalog.product.notFoundBody')}
    />
  );
}
