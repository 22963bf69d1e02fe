import Add from '@mui/icons-material/Add';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { productCategoriesQueryOptions } from '@/lib/calls/catalog';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  orgProductsQueryOptions,
  productInputFrom,
  saveProductMutation,
  type OrgProductFilters,
} from '../api/admin-products';
import {
  isCodeType,
  PRODUCT_TYPES,
  SEARCH_MAX_LENGTH,
  type Product,
  type ProductType,
} from '../api/products';
import { providersQueryOptions } from '../api/providers';
import { ProductImage } from '../components/product-image';
import { useProductTypeLabels } from '../hooks/use-catalog-labels';

import { ProductDialog } from './product-dialog';
import { SendProductDialog } from './send-product-dialog';

type ActiveFilter = 'all' | 'active' | 'inactive';
type GiftFilter = 'all' | 'giftable' | 'notGiftable';
type Filters = {
  q: string;
  category: string;
  type: ProductType | '';
  active: ActiveFilter;
  gift: GiftFilter;
};

const NO_FILTERS: Filters = { q: '', category: '', type: '', active: 'all', gift: 'all' };

function toOrgFilters(filters: Filters, q: string): OrgProductFilters {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(filters.category ? { category: Number(filters.category) } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.active === 'all' ? {} : { active: filters.active === 'active' }),
    ...(filters.gift === 'all' ? {} : { sendUsers: filters.gift === 'giftable' }),
  };
}

/** Every product of the organisation, newest first, with its filters (name, category, type,
 *  active, whether it may be given as a prize): its price, stock, category and whether it is
 *  featured or giftable, a switch that turns it on or off at once, and "Nuevo producto", each
 *  one's edit and, for giftable ones, "Regalar". */
export function ProductsPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const typeLabels = useProductTypeLabels();
  const id = useId();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const q = useDebouncedValue(filters.q);
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const list = useQuery(orgProductsQueryOptions(toOrgFilters(filters, q), page + 1, perPage));
  const categories = useQuery(productCategoriesQueryOptions());
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [giving, setGiving] = useState<Product | null>(null);

  // What the product form offers is read ahead, so it opens without a loading step.
  useEffect(() => {
    void client.prefetchQuery(providersQueryOptions());
    void client.prefetchQuery(departmentDetailsQueryOptions());
  }, [client]);

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters({ ...filters, [key]: value });
    setPage(0);
  };

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setEditing({ product: null })}
    >
      {t('catalog.admin.products.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('catalog.admin.tabs.products')}
        description={t('catalog.admin.products.description')}
        action={createButton}
      />
      <Box
        component="fieldset"
        aria-label={t('catalog.admin.products.filters')}
        sx={{
          border: 0,
          p: 0,
          m: 0,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: '2fr 1fr',
            md: '2fr 1fr 1fr',
            lg: '2fr 1fr 1fr 1fr 1fr',
          },
          gap: 1.5,
        }}
      >
        <SearchInput
          id={`${id}-q`}
          label={t('catalog.filters.search')}
          value={filters.q}
          onChange={(event) => set('q', event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <SelectInput
          id={`${id}-category`}
          label={t('catalog.filters.category')}
          value={filters.category}
          onChange={(event) => set('category', event.target.value)}
          options={[
            { value: '', label: t('catalog.filters.anyCategory') },
            ...(categories.data ?? []).map((category) => ({
              value: String(category.id),
              label: category.name,
            })),
          ]}
        />
        <SelectInput
          id={`${id}-type`}
          label={t('catalog.filters.type')}
          value={filters.type}
          onChange={(event) => set('type', event.target.value as ProductType | '')}
          options={[
            { value: '', label: t('catalog.filters.anyType') },
            ...PRODUCT_TYPES.map((type) => ({ value: type, label: typeLabels[type] })),
          ]}
        />
        <SelectInput
          id={`${id}-active`}
          label={t('catalog.admin.products.state')}
          value={filters.active}
          onChange={(event) => set('active', event.target.value as ActiveFilter)}
          options={[
            { value: 'all', label: t('catalog.admin.products.stateAll') },
            { value: 'active', label: t('catalog.admin.products.stateActive') },
            { value: 'inactive', label: t('catalog.admin.products.stateInactive') },
          ]}
        />
        <SelectInput
          id={`${id}-gift`}
          label={t('catalog.admin.products.gift')}
          value={filters.gift}
          onChange={(event) => set('gift', event.target.value as GiftFilter)}
          options={[
            { value: 'all', label: t('catalog.admin.products.giftAll') },
            { value: 'giftable', label: t('catalog.admin.products.giftOnly') },
            { value: 'notGiftable', label: t('catalog.admin.products.giftNone') },
          ]}
        />
      </Box>
      <ResourceTable
        tableId="products"
        query={list}
        rows={(data) => data.items}
        rowKey={(product: Product) => product.id}
        rowProps={(product) => ({ 'data-product': String(product.id) })}
        label={t('catalog.admin.products.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🎁"
            title={t('catalog.admin.products.empty')}
            body={t('catalog.admin.products.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'image',
            header: t('catalog.admin.products.columns.image'),
            render: (product) => (
              <Box sx={{ width: 56, borderRadius: 1, overflow: 'hidden' }}>
                <ProductImage product={product} />
              </Box>
            ),
          },
          {
            key: 'name',
            header: t('catalog.admin.products.columns.name'),
            rowHeader: true,
            cellStyle: { maxWidth: 240, overflowWrap: 'anywhere' },
            render: (product) => (
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {product.name}
                </Typography>
                {product.name_en ? (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {product.name_en}
                  </Typography>
                ) : null}
                {product.featured || product.send_users ? (
                  <Stack
                    component="span"
                    direction="row"
                    useFlexGap
                    sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
                  >
                    {product.featured ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('catalog.admin.products.featured')}
                      />
                    ) : null}
                    {product.send_users ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('catalog.admin.products.giftable')}
                      />
                    ) : null}
                  </Stack>
                ) : null}
              </>
            ),
          },
          {
            key: 'type',
            header: t('catalog.admin.products.columns.type'),
            render: (product) => typeLabels[product.type],
          },
          {
            key: 'category',
            header: t('catalog.admin.products.columns.category'),
            render: (product) => product.category?.name ?? '—',
          },
          {
            key: 'points',
            header: t('catalog.admin.products.columns.points'),
            align: 'right',
            render: (product) => format.number(product.points),
          },
          {
            key: 'stock',
            header: t('catalog.admin.products.columns.stock'),
            align: 'right',
            nowrap: true,
            render: (product) =>
              isCodeType(product.type)
                ? t('catalog.admin.products.codesLeft', {
                    count: product.coupons_left ?? product.stock ?? 0,
                    formatted: format.number(product.coupons_left ?? product.stock ?? 0),
                  })
                : product.stock === null
                  ? t('catalog.admin.products.unlimited')
                  : format.number(product.stock),
          },
          {
            key: 'active',
            header: t('catalog.admin.products.columns.active'),
            render: (product) => (
              <MutationSwitch
                checked={product.active}
                label={t('catalog.admin.products.activeLabel', { name: product.name })}
                mutation={saveProductMutation()}
                request={(active) => productInputFrom(product, { active })}
                successToast={(saved) =>
                  t(
                    saved.active
                      ? 'catalog.admin.products.activated'
                      : 'catalog.admin.products.deactivated',
                    { name: saved.name },
                  )
                }
              />
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (product) => (
            <Stack
              direction="row"
              useFlexGap
              sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}
            >
              {product.send_users ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<CardGiftcardOutlined />}
                  sx={{ whiteSpace: 'nowrap' }}
                  aria-label={t('catalog.admin.products.giveLabel', { name: product.name })}
                  onClick={() => setGiving(product)}
                >
                  {t('catalog.admin.products.give')}
                </Button>
              ) : null}
              <IconButton
                aria-label={t('catalog.admin.products.edit', { name: product.name })}
                onClick={() => setEditing({ product })}
              >
                <EditOutlined />
              </IconButton>
            </Stack>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
      {editing ? (
        <ProductDialog product={editing.product} onClose={() => setEditing(null)} />
      ) : null}
      {giving ? <SendProductDialog product={giving} onClose={() => setGiving(null)} /> : null}
    </Stack>
  );
}
