import LocalActivityOutlined from '@mui/icons-material/LocalActivityOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

import { CartLink } from './cart-link';

export type CatalogHeaderProps = {
  title: string;
  /** What the screen says under its title (the member's points). */
  subtitle?: ReactNode;
  /** Which of the catalog's screens this is: its own link is left out (a product's page shows
   *  them all). */
  current?: 'catalog' | 'cart' | 'orders' | 'coupons';
};

/** The title of a catalog screen and the way to the others: the catalog, the member's orders and
 *  coupon codes, and the cart with how many units it holds. */
export function CatalogHeader({ title, subtitle, current }: CatalogHeaderProps) {
  const { t } = useTranslation();
  const links = [
    {
      key: 'catalog',
      to: paths.catalog,
      label: t('catalog.nav'),
      icon: <StorefrontOutlined />,
    },
    {
      key: 'orders',
      to: paths.orders,
      label: t('catalog.header.orders'),
      icon: <ReceiptLongOutlined />,
    },
    {
      key: 'coupons',
      to: paths.coupons,
      label: t('catalog.header.coupons'),
      icon: <LocalActivityOutlined />,
    },
  ].filter((link) => link.key !== current);

  return (
    <Stack
      component="header"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}
    >
      <Stack spacing={0.5} sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Stack>
      <Stack
        component="nav"
        aria-label={t('catalog.header.label')}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        {links.map((link) => (
          <Button
            key={link.key}
            component={RouterLink}
            to={link.to}
            variant="text"
            startIcon={link.icon}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {link.label}
          </Button>
        ))}
        {current === 'cart' ? null : <CartLink />}
      </Stack>
    </Stack>
  );
}
