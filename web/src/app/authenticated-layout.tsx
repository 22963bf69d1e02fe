import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { AppFrame } from '@/components/layout/app-frame';
import { BrandMark } from '@/components/layout/brand-mark';
import type { NavItem } from '@/components/layout/nav-types';
import type { ServiceFlags } from '@/config/modules';
import { paths } from '@/config/paths';
import { brandingQueryOptions } from '@/lib/calls/org';
import type { FramePart, FrameSlots } from '@/lib/modules/frame';
import { byOrder } from '@/lib/modules/manifest';
import { useAppStore } from '@/stores/app-store';

import { useLiveEvents } from './hooks/use-live-events';
import { navPath, visibleNavEntries, type NavEntry } from './nav-registry';

// Every module's parts of the frame (features/*/frame.ts), in this chunk: the frame shows them on
// its first paint, as when it named them.
const slots = Object.values(
  import.meta.glob<FrameSlots>('../features/*/frame.ts', { eager: true, import: 'frame' }),
);
const ACTIONS = byOrder(slots.flatMap((slot) => slot.actions ?? []));
const OVERLAYS = byOrder(slots.flatMap((slot) => slot.overlays ?? []));
const AccountMenu = slots.find((slot) => slot.account)?.account;

function shownParts(parts: readonly FramePart[], services: ServiceFlags) {
  return parts
    .filter((part) => part.module === null || services[part.module])
    .map(({ id, Component }) => <Component key={id} />);
}

export type AuthenticatedLayoutProps = { navEntries: readonly NavEntry[] };

/** The application frame around every signed-in screen. */
export function AuthenticatedLayout({ navEntries }: AuthenticatedLayoutProps) {
  const { t } = useTranslation();
  const {
    user: signedIn,
    services,
    languages,
  } = useAppStore(
    useShallow((state) => ({
      user: state.me.data,
      services: state.services,
      languages: state.languages,
    })),
  );
  // The user arrives as an urgent update (the store goes through useSyncExternalStore), and the
  // whole frame and screen it reveals would render in one long task on a phone: deferred, that
  // render is a transition, in slices.
  const user = useDeferredValue(signedIn);
  const branding = useQuery(brandingQueryOptions()).data;
  useLiveEvents();

  if (!user) return null;

  const navItems: NavItem[] = visibleNavEntries(navEntries, services, user.user_type).map(
    ({ key, labelKey, path, Icon }) => ({
      key,
      label: t(labelKey),
      to: navPath({ path }),
      icon: <Icon />,
      end: path === paths.home,
    }),
  );

  return (
    <AppFrame
      brand={<BrandMark name={branding?.org_name ?? t('app.name')} logoUrl={branding?.logo_url} />}
      account={AccountMenu ? <AccountMenu user={user} languages={languages} /> : null}
      actions={shownParts(ACTIONS, services)}
      navItems={navItems}
      navLabel={t('nav.label')}
      openMenuLabel={t('nav.openMenu')}
      skipLabel={t('app.skipToContent')}
    >
      <Outlet />
      {shownParts(OVERLAYS, services)}
    </AppFrame>
  );
}
