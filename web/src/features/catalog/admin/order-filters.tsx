import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { PeoplePicker } from '@/components/people/people-picker';

import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../api/orders';
import type { Product } from '../api/products';
import { useItemStatusLabels } from '../hooks/use-catalog-labels';

import type { OrderFilterValues } from './order-filter-values';

export type OrderFiltersProps = {
  value: OrderFilterValues;
  products: readonly Product[];
  onChange: (value: OrderFilterValues) => void;
};

/** Filters of the admins' orders list, applied as they change: the items' status, the buyer,
 *  the product and the period. */
export function OrderFilters({ value, products, onChange }: OrderFiltersProps) {
  const { t } = useTranslation();
  const labels = useItemStatusLabels();
  const id = useId();
  const set = <K extends keyof OrderFilterValues>(key: K, next: OrderFilterValues[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <Box
      component="fieldset"
      aria-label={t('catalog.ordersAdmin.filters.label')}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 1fr)',
        },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <SelectInput
        id={`${id}-status`}
        label={t('catalog.ordersAdmin.filters.status')}
        value={value.status}
        onChange={(event) => set('status', event.target.value as OrderItemStatus | '')}
        options={[
          { value: '', label: t('catalog.ordersAdmin.filters.anyStatus') },
          ...ORDER_ITEM_STATUSES.map((status) => ({ value: status, label: labels[status] })),
        ]}
      />
      <PeoplePicker
        id={`${id}-person`}
        label={t('catalog.ordersAdmin.filters.person')}
        value={value.person}
        onChange={(person) => set('person', person)}
      />
      <SelectInput
        id={`${id}-product`}
        label={t('catalog.ordersAdmin.filters.product')}
        value={value.product}
        onChange={(event) => set('product', event.target.value)}
        options={[
          { value: '', label: t('catalog.ordersAdmin.filters.anyProduct') },
          ...products.map((product) => ({ value: String(product.id), label: product.name })),
        ]}
      />
      <DateInput
        id={`${id}-from`}
        label={t('catalog.ordersAdmin.filters.from')}
        value={value.from}
        onChange={(next) => set('from', next)}
      />
      <DateInput
        id={`${id}-to`}
        label={t('catalog.ordersAdmin.filters.to')}
        value={value.to}
        onChange={(next) => set('to', next)}
      />
    </Box>
  );
}
