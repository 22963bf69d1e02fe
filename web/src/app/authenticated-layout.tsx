import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { AppFrame } from '@/components/layout/app-frame';
import { BrandMark } from '@/components/layout/brand-mark';
import type { NavItem } from '@/components/layout/nav-types';
import { AccountMenu } from '@/features/account/components/account-menu';
import { StreamedCommunications } from '@/features/communications/components/streamed-communications';
import { NotificationBanners } from '@/features/notifications/components/notification-banners';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useProfilePhoto } from '@/features/profile/hooks/use-profile-photo';
import { SendRecognitionLauncher } from '@/features/recognition/components/send-recognition-launcher';
import { brandingQueryOptions } from '@/lib/calls/org';
import { useAppStore } from '@/stores/app-store';

import { useLiveEvents } from './hooks/use-live-events';
import { navPath, visibleNavEntries, type NavEntry } from './nav-registry';

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
  // The top bar's own avatar comes from the photo cache (the small photo), asked for only when
  // the user has a photo at all.
  const photoUrl = useProfilePhoto(user?.profile_photo_url ? user.id : null);
  useLiveEvents();

  if (!user) return null;

  const navItems: NavItem[] = visibleNavEntries(navEntries, services, user.user_type).map(
    ({ key, labelKey, path, Icon }) => ({
      key,
      label: t(labelKey),
      to: navPath({ path }),
      icon: <Icon />,
      end: path === 'home',
    }),
  );

  return (
    <AppFrame
      brand={<BrandMark name={branding?.org_name ?? t('app.name')} logoUrl={branding?.logo_url} />}
      account={<AccountMenu user={user} languages={languages} photoUrl={photoUrl} />}
      actions={
        <>
          {services.recognitions ? <SendRecognitionLauncher /> : null}
          {services.notifications ? <NotificationBell /> : null}
        </>
      }
      navItems={navItems}
      navLabel={t('nav.label')}
      openMenuLabel={t('nav.openMenu')}
      skipLabel={t('app.skipToContent')}
    >
      <Outlet />
      {services.notifications ? <NotificationBanners /> : null}
      {services.communications ? <StreamedCommunications /> : null}
    </AppFrame>
  );
}
