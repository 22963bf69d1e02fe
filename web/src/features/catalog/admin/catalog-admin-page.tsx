import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

import { CategoriesPanel } from './categories-panel';
import { CouponsPanel } from './coupons-panel';
import { ProductsPanel } from './products-panel';
import { ProvidersPanel } from './providers-panel';

const ADMIN_TABS = ['products', 'categories', 'providers', 'coupons'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

/** The address keeps the tab shown (`?tab=categories`, `?tab=providers`, `?tab=coupons`). */
const TAB_PARAM = 'tab';

function tabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'products';
}

/** The console's catalog section: the products (with "Nuevo producto"), and in tabs of their own
 *  the product categories, the providers and the coupon pools. */
export function CatalogAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.admin.title'));
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get(TAB_PARAM));

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('catalog.admin.title')}
        description={t('catalog.admin.description')}
      />
      <TabbedPanel
        idPrefix="catalog-admin"
        label={t('catalog.admin.tabsLabel')}
        tabs={[
          { value: 'products', label: t('catalog.admin.tabs.products') },
          { value: 'categories', label: t('catalog.admin.tabs.categories') },
          { value: 'providers', label: t('catalog.admin.tabs.providers') },
          { value: 'coupons', label: t('catalog.admin.tabs.coupons') },
        ]}
        value={tab}
        onChange={(next) =>
          setParams(next === 'products' ? {} : { [TAB_PARAM]: next }, { replace: true })
        }
        scrollable
      >
        {tab === 'categories' ? (
          <CategoriesPanel />
        ) : tab === 'providers' ? (
          <ProvidersPanel />
        ) : tab === 'coupons' ? (
          <CouponsPanel />
        ) : (
          <ProductsPanel />
        )}
      </TabbedPanel>
    </Stack>
  );
}
