import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProductCategory } from '@/api/types';
import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';

import { PRODUCT_TYPES, SEARCH_MAX_LENGTH, type ProductType } from '../api/products';
import type { ProductSort } from '../api/wishlist';
import { useProductTypeLabels } from '../hooks/use-catalog-labels';
import {
  badPrice,
  hasCatalogFilters,
  PRODUCT_SORTS,
  type CatalogFilterValues,
} from '../lib/catalog-filters';

export type CatalogFiltersProps = {
  value: CatalogFilterValues;
  categories: readonly ProductCategory[];
  onChange: (value: CatalogFilterValues) => void;
  onClear: () => void;
};

/** One filter; grows to share the row, and never shrinks below its basis. */
function Item({ basis, children }: { basis: number; children: ReactNode }) {
  return <Box sx={{ flex: { sm: `1 1 ${basis}px` }, minWidth: 0 }}>{children}</Box>;
}

/** The catalog's filters, applied as they change (the search and prices after a pause): the
 *  name, the category, the type and a price range; one row on a wide screen, one under the other
 *  on phones. */
export function CatalogFilters({ value, categories, onChange, onClear }: CatalogFiltersProps) {
  const { t } = useTranslation();
  const typeLabels = useProductTypeLabels();
  const id = useId();
  const set = <K extends keyof CatalogFilterValues>(key: K, next: CatalogFilterValues[K]) =>
    onChange({ ...value, [key]: next });
  const price = (key: 'valueFrom' | 'valueTo') => (
    <Item basis={110}>
      <TextInput
        id={`${id}-${key}`}
        label={t(`catalog.filters.${key}`)}
        value={value[key]}
        onChange={(event) => set(key, event.target.value)}
        error={badPrice(value[key])}
        helperText={badPrice(value[key]) ? t('catalog.filters.badPrice') : undefined}
        inputProps={{ maxLength: 8, inputMode: 'numeric' }}
      />
    </Item>
  );

  return (
    <Box
      component="fieldset"
      aria-label={t('catalog.filters.label')}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        alignItems: { sm: 'flex-start' },
        gap: 1.5,
      }}
    >
      <Item basis={220}>
        <SearchInput
          id={`${id}-q`}
          label={t('catalog.filters.search')}
          value={value.q}
          onChange={(event) => set('q', event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          maxLength={SEARCH_MAX_LENGTH}
        />
      </Item>
      <Item basis={170}>
        <SelectInput
          id={`${id}-category`}
          label={t('catalog.filters.category')}
          value={value.category}
          onChange={(event) => set('category', event.target.value)}
          options={[
            { value: '', label: t('catalog.filters.anyCategory') },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
      </Item>
      <Item basis={170}>
        <SelectInput
          id={`${id}-type`}
          label={t('catalog.filters.type')}
          value={value.type}
          onChange={(event) => set('type', event.target.value as ProductType | '')}
          options={[
            { value: '', label: t('catalog.filters.anyType') },
            ...PRODUCT_TYPES.map((type) => ({ value: type, label: typeLabels[type] })),
          ]}
        />
      </Item>
      {price('valueFrom')}
      {price('valueTo')}
      <Item basis={190}>
        <SelectInput
          id={`${id}-sort`}
          label={t('catalog.sort.label')}
          value={value.sort || 'price_asc'}
          onChange={(event) => {
            const sort = event.target.value as ProductSort;
            set('sort', sort === 'price_asc' ? '' : sort);
          }}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`catalog.sort.${sort}`) }))}
        />
      </Item>
      <FormControlLabel
        control={
          <Switch
            checked={value.affordable === '1'}
            onChange={(event) => set('affordable', event.target.checked ? '1' : '')}
          />
        }
        label={t('catalog.affordable.label')}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, mr: 0, whiteSpace: 'nowrap' }}
      />
      {hasCatalogFilters(value) ? (
        <Button onClick={onClear} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('catalog.filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
