import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { AppFrame } from '@/components/layout/app-frame';
import { BrandMark } from '@/components/layout/brand-mark';
import type { NavItem } from '@/components/layout/nav-types';
import type { ServiceFlags } from '@/config/modules';
import { paths } from '@/config/paths';
import { brandingQueryOptions } from '@/lib/calls/org';
import type { FramePart, FrameSlots, MenuEntry, MenuSource } from '@/lib/modules/frame';
import { byOrder } from '@/lib/modules/manifest';
import { useAppStore } from '@/stores/app-store';

import { useLiveEvents } from './hooks/use-live-events';
import { navPath, placeInMenu, visibleNavEntries, type NavEntry } from './nav-registry';

// Every module's parts of the frame (features/*/frame.ts), in this chunk: the frame shows them on
// its first paint, as when it named them.
const slots = Object.values(
  import.meta.glob<FrameSlots>('../features/*/frame.ts', { eager: true, import: 'frame' }),
);
const ACTIONS = byOrder(slots.flatMap((slot) => slot.actions ?? []));
const OVERLAYS = byOrder(slots.flatMap((slot) => slot.overlays ?? []));
const MENU_SOURCES = byOrder(slots.flatMap((slot) => slot.menu ?? []));
const AccountMenu = slots.find((slot) => slot.account)?.account;

function shownParts(parts: readonly FramePart[], services: ServiceFlags) {
  return parts
    .filter((part) => part.module === null || services[part.module])
    .map(({ id, Component }) => <Component key={id} />);
}

const ignoreEntries = () => undefined;

type Reported = Readonly<Record<string, readonly MenuEntry[]>>;

/** The menu sources whose module is on, each with a stable report callback, and what each last
 *  reported. */
function useMenuSources(services: ServiceFlags) {
  const [reported, setReported] = useState<Reported>({});
  const reporters = useMemo(
    () =>
      new Map(
        MENU_SOURCES.map(({ id }) => [
          id,
          (entries: readonly MenuEntry[]) =>
            setReported((current) => ({ ...current, [id]: entries })),
        ]),
      ),
    [],
  );
  const sources: MenuSource[] = MENU_SOURCES.filter(
    (source) => source.module === null || services[source.module],
  );
  return { sources, reported, reporters };
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
  const menu = useMenuSources(services);

  if (!user) return null;

  const navItems = placeInMenu<NavItem>([
    ...visibleNavEntries(navEntries, services, user.user_type).map(
      ({ key, labelKey, path, Icon, order }) => ({
        order,
        items: [
          {
            key,
            label: t(labelKey),
            to: navPath({ path }),
            icon: <Icon />,
            end: path === paths.home,
          },
        ],
      }),
    ),
    ...menu.sources.map(({ id, order }) => ({ order, items: menu.reported[id] ?? [] })),
  ]);

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
      {menu.sources.map(({ id, Component }) => (
        <Component key={id} onEntries={menu.reporters.get(id) ?? ignoreEntries} />
      ))}
    </AppFrame>
  );
}
