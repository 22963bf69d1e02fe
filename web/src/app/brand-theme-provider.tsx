import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

import { brandingQueryOptions } from '@/api/org';
import { createAppTheme } from '@/theme/create-app-theme';
import type { FontName } from '@/theme/fonts';

export type BrandThemeProviderProps = { font: FontName; children?: ReactNode };

/** The MUI theme of the host: branding colours (defaults until branding loads) and font. */
export function BrandThemeProvider({ font, children }: BrandThemeProviderProps) {
  const banner = useQuery(brandingQueryOptions()).data?.banner;
  const main = banner?.main ?? null;
  const secondary = banner?.secondary ?? null;
  const theme = useMemo(
    () => createAppTheme({ banner: { main, secondary }, font }),
    [main, secondary, font],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
