import { useTranslation } from 'react-i18next';

import type { OrderItemStatus } from '../api/orders';
import type { ProductType } from '../api/products';

/** The name of each product type in the UI language. */
export function useProductTypeLabels(): Record<ProductType, string> {
  const { t } = useTranslation();
  return {
    physical: t('catalog.types.physical'),
    experience: t('catalog.types.experience'),
    digital_code: t('catalog.types.digital_code'),
    gift_card: t('catalog.types.gift_card'),
    coupon: t('catalog.types.coupon'),
  };
}

/** The name of each order item status in the UI language (Pendiente, En preparación…). */
export function useItemStatusLabels(): Record<OrderItemStatus, string> {
  const { t } = useTranslation();
  return {
    pending: t('catalog.status.pending'),
    processing: t('catalog.status.processing'),
    shipped: t('catalog.status.shipped'),
    delivered: t('catalog.status.delivered'),
    rejected: t('catalog.status.rejected'),
  };
}
