import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { brandingQueryOptions } from '@/api/org';
import { AppFrame } from '@/components/layout/app-frame';
import { BrandMark } from '@/components/layout/brand-mark';
import type { NavItem } from '@/components/layout/nav-types';
import { AccountMenu } from '@/features/account/components/account-menu';
import { SendRecognitionLauncher } from '@/features/recognition/components/send-recognition-launcher';
import { useAppStore } from '@/stores/app-store';

import { NAV_ENTRIES, navPath, visibleNavEntries } from './nav-registry';

/** The application frame around every signed-in screen. */
export function AuthenticatedLayout() {
  const { t } = useTranslation();
  const { user, services, languages } = useAppStore(
    useShallow((state) => ({
      user: state.me.data,
      services: state.services,
      languages: state.languages,
    })),
  );
  const branding = useQuery(brandingQueryOptions()).data;

  if (!user) return null;

  const navItems: NavItem[] = visibleNavEntries(NAV_ENTRIES, services, user.user_type).map(
    (entry) => ({
      key: entry.key,
      label: t(entry.labelKey),
      to: navPath(entry),
      icon: entry.icon,
      end: entry.path === 'home',
    }),
  );

  return (
    <AppFrame
      brand={<BrandMark name={branding?.org_name ?? t('app.name')} logoUrl={branding?.logo_url} />}
      account={<AccountMenu user={user} languages={languages} />}
      actions={services.recognitions ? <SendRecognitionLauncher /> : null}
      navItems={navItems}
      navLabel={t('nav.label')}
      openMenuLabel={t('nav.openMenu')}
      skipLabel={t('app.skipToContent')}
    >
      <Outlet />
    </AppFrame>
  );
}
