import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';

import { cartQueryOptions, cartUnits } from '../api/cart';

/** The way to the cart, with how many units it holds: "Carrito (3)". */
export function CartLink() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const cart = useQuery(cartQueryOptions());
  const units = cartUnits(cart.data);
  return (
    <Button
      component={RouterLink}
      to={paths.cart}
      variant="contained"
      startIcon={<ShoppingCartOutlined />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {units > 0
        ? t('catalog.header.cartCount', { count: units, formatted: format.number(units) })
        : t('catalog.header.cart')}
    </Button>
  );
}
