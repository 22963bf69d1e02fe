import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { Product } from '../api/products';

export type AvailabilityTextProps = { product: Pick<Product, 'available' | 'stock'> };

/** "Agotado", "Quedan 5" or "Disponible" (no limit). */
export function AvailabilityText({ product }: AvailabilityTextProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (!product.available) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'error.main' }}>
        {t('catalog.stock.soldOut')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {product.stock === null
        ? t('catalog.stock.available')
        : t('catalog.stock.left', {
            count: product.stock,
            formatted: format.number(product.stock),
          })}
    </Typography>
  );
}
