import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { paths } from '@/config/paths';
import { analytics } from '@/lib/analytics/instance';
import { useAppStore } from '@/stores/app-store';

import { authRedirect } from './auth-redirect';
import { BrandedLoader } from './branded-loader';
import { useAnalyticsSignOut } from './hooks/use-analytics-sign-out';
import { useDesktopFlag } from './hooks/use-desktop-flag';
import { usePageViews } from './hooks/use-page-views';
import { useSessionExpiryWatch } from './hooks/use-session-expiry-watch';
import { useSessionQueryCleanup } from './hooks/use-session-query-cleanup';

type FromState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> } | null;

/** Root of every route: routing rules, page views, session expiry and the loader overlay. */
export function RootLayout() {
  useTranslation(); // the glossary is loaded before any screen renders
  const location = useLocation();
  const { authToken, me, appLoading } = useAppStore(
    useShallow((state) => ({
      authToken: state.authToken,
      me: state.me,
      appLoading: state.appLoading,
    })),
  );
  usePageViews(analytics);
  useAnalyticsSignOut(analytics);
  useSessionExpiryWatch();
  useSessionQueryCleanup();
  useDesktopFlag();

  const target = authRedirect({
    pathname: location.pathname,
    hasToken: Boolean(authToken),
    userLoaded: me.initialized,
    hasUser: Boolean(me.data),
  });

  let content = <Outlet />;
  if (target === paths.login) {
    content = <Navigate to={paths.login} replace state={{ from: location }} />;
  } else if (target !== null) {
    const from = (location.state as FromState)?.from;
    const back = from && from.pathname !== paths.login ? from : target;
    content = <Navigate to={back} replace />;
  }

  return (
    <>
      {content}
      <BrandedLoader open={appLoading} />
    </>
  );
}
