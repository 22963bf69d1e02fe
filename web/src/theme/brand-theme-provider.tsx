import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';

import { brandingQueryOptions } from '@/lib/calls/org';
import { localStorageOrNull } from '@/lib/local-storage';

import { createAppTheme } from './create-app-theme';
import { appEmotionCache } from './emotion-cache';
import { fontForHost, type FontName } from './fonts';
import { keepBrandColours, readLastBrandColours } from './last-brand-colours';

export type BrandThemeProviderProps = {
  /** The host's font (default: by the page's host name). */
  font?: FontName;
  children?: ReactNode;
};

/** The MUI theme of the host: branding colours (until branding answers, the ones it gave last
 *  time on this host, or the defaults), font and the person's motion preference, and the
 *  emotion cache (./emotion-cache). Every
 *  screen drawn with MUI sits inside it; it loads with the first of them, not with the entry. */
export function BrandThemeProvider({
  font = fontForHost(window.location.hostname),
  children,
}: BrandThemeProviderProps) {
  const branding = useQuery(brandingQueryOptions()).data;
  // Until the branding answers: the colours it gave last time on this host (last-brand-colours).
  const [lastColours] = useState(() => readLastBrandColours(localStorageOrNull()));
  const answered = branding !== undefined;
  const answeredMain = branding?.banner?.main ?? null;
  const answeredSecondary = branding?.banner?.secondary ?? null;
  useEffect(() => {
    if (!answered) return;
    keepBrandColours(localStorageOrNull(), { main: answeredMain, secondary: answeredSecondary });
  }, [answered, answeredMain, answeredSecondary]);
  // Branding that arrives once a screen is shown changes every styled element's styles: deferred,
  // that render is a transition, in slices, not one long urgent task (TanStack Query's answers
  // arrive through useSyncExternalStore).
  const main = useDeferredValue(answered ? answeredMain : (lastColours?.main ?? null));
  const secondary = useDeferredValue(
    answered ? answeredSecondary : (lastColours?.secondary ?? null),
  );
  // Followed live: turning the system's setting on or off applies at once.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => createAppTheme({ banner: { main, secondary }, font, reducedMotion }),
    [main, secondary, font, reducedMotion],
  );
  return (
    <CacheProvider value={appEmotionCache()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
