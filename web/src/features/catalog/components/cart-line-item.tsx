import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useOrgWording } from '@/lib/use-org-wording';

import { CART_LIMITS, type CartLine } from '../api/cart';
import { usePointsText } from '../hooks/use-points-text';
import { productPath } from '../lib/catalog-paths';

import { PointsMoney } from './points-money';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';

export type CartLineItemProps = {
  line: CartLine;
  /** Sets the line's units. */
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** A change of the cart is on its way: the controls wait. */
  busy: boolean;
};

/** One line of the cart (a list item): the product, its unit price, the units with − and +,
 *  the subtotal (and its value in money, when points have one), and a button that removes it. */
export function CartLineItem({ line, onQuantity, onRemove, busy }: CartLineItemProps) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const pointsText = usePointsText();
  const { product } = line;
  const name = wording.name(product);
  const max = Math.min(CART_LIMITS.maxQuantity, product.stock ?? CART_LIMITS.maxQuantity);
  return (
    <Box
      component="li"
      data-cart-line={String(product.id)}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: { xs: 64, sm: 88 }, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
          <ProductImage product={product} />
        </Box>
        <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={productPath(product.id)}
                underline="hover"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('catalog.cart.unitPrice', { price: pointsText(product.points) })}
              </Typography>
              {product.available ? null : (
                <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
                  {t('catalog.cart.lineUnavailable')}
                </Typography>
              )}
            </Box>
            <IconButton
              aria-label={t('catalog.cart.remove', { name })}
              onClick={onRemove}
              disabled={busy}
              sx={{ mt: -1 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
          <Stack
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: 'space-between',
              alignItems: 'center',
            }}
          >
            <QuantityStepper
              value={line.quantity}
              max={Math.max(max, line.quantity)}
              onChange={onQuantity}
              label={t('catalog.quantity.label', { name })}
              decreaseLabel={t('catalog.quantity.decrease', { name })}
              increaseLabel={t('catalog.quantity.increase', { name })}
              disabled={busy}
            />
            <Typography sx={{ fontWeight: 700 }}>
              {pointsText(line.subtotal)}
              <PointsMoney points={line.subtotal} />
            </Typography>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
