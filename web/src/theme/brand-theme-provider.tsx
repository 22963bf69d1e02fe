import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';

import { brandingQueryOptions } from '@/lib/calls/org';

import { createAppTheme } from './create-app-theme';
import { appEmotionCache } from './emotion-cache';
import { fontForHost, type FontName } from './fonts';

export type BrandThemeProviderProps = {
  /** The host's font (default: by the page's host name). */
  font?: FontName;
  children?: ReactNode;
};

/** The MUI theme of the host: branding colours (defaults until branding loads) and font, and
 *  the emotion cache (./emotion-cache). Every screen drawn with MUI sits inside it; it loads with
 *  the first of them, not with the entry. */
export function BrandThemeProvider({
  font = fontForHost(window.location.hostname),
  children,
}: BrandThemeProviderProps) {
  const banner = useQuery(brandingQueryOptions()).data?.banner;
  // Branding that arrives once a screen is shown changes every styled element's styles: deferred,
  // that render is a transition, in slices, not one long urgent task (TanStack Query's answers
  // arrive through useSyncExternalStore).
  const main = useDeferredValue(banner?.main ?? null);
  const secondary = useDeferredValue(banner?.secondary ?? null);
  const theme = useMemo(
    () => createAppTheme({ banner: { main, secondary }, font }),
    [main, secondary, font],
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
