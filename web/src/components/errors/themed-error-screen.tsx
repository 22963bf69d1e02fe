import { BrandThemeProvider } from '@/theme/brand-theme-provider';

import { ErrorScreen, type ErrorScreenProps } from './error-screen';

/** The error screen with the branded theme, for errors outside the screens' shell. */
export function ThemedErrorScreen(props: ErrorScreenProps) {
  return (
    <BrandThemeProvider>
      <ErrorScreen {...props} />
    </BrandThemeProvider>
  );
}
